/** Regain-trust (follow-up explanation) pages for candidates: placeholders until the flow lands. */
import { ComingSoon } from '../../ui/coming-soon.tsx';

export function RegainTrustInstructionPage() {
  return <ComingSoon />;
}

export function RegainTrustExcusePage() {
  return <ComingSoon />;
}

export function RegainTrustConfirmPage() {
  return <ComingSoon />;
}

export function RegainTrustCompletePage() {
  return <ComingSoon />;
}
