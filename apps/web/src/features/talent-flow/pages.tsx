/** Candidate (talent) pages, reached by link with company and token; the flow cookie carries the session after. */
import './styles.ts';

export { TalentCompletePage } from './complete-page.tsx';
export { TalentDeclineCompletePage, TalentDeclinePage } from './decline-pages.tsx';
export { TalentInstructionPage } from './instruction-page.tsx';
export { TalentRefereesPage } from './referees-page.tsx';
export { TalentUnsubscribeRemindPage } from './unsubscribe-page.tsx';
