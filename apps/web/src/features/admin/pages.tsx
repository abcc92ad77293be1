/** Admin (operator) pages: placeholders until their issues land. The admin chunk. */
import { ComingSoon } from '../../ui/coming-soon.tsx';

export function ClientListPage() {
  return <ComingSoon />;
}

export function PaymentPage() {
  return <ComingSoon />;
}

export function AnnouncementPage() {
  return <ComingSoon />;
}

export function PlanDescriptionPage() {
  return <ComingSoon />;
}
