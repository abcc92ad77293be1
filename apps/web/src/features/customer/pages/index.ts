/**
 * Company (client) pages of the plan and withdrawal, as one lazily loaded module: the admin area and the
 * candidate/referee flows never load it.
 */
export { PlanPage } from './plan-page.tsx';
export { WithdrawalPage } from './withdrawal-page.tsx';
