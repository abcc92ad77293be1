/**
 * Company (client) pages. Each is a placeholder until its issue lands; the route, guard, title and layout are
 * real. This module is the company chunk: the admin area and the candidate/referee flows never load it.
 */
import { ComingSoon } from '../../ui/coming-soon.tsx';

export function DashboardPage() {
  return <ComingSoon />;
}

export function TalentReportPage() {
  return <ComingSoon />;
}

export function TemplateQuestionsPage() {
  return <ComingSoon />;
}

export function AccountsPage() {
  return <ComingSoon />;
}

export function PlanPage() {
  return <ComingSoon />;
}

export function WithdrawalPage() {
  return <ComingSoon />;
}
