/**
 * Free trial, the blocking gate modals and the login counter.
 *
 * The trial is TRIAL_DAYS (10) days counted as 24-hour periods from the company's createdAt: 9 days 23 hours
 * after sign-up the company is still on trial (1 day left), exactly 10 days after it is not (0 left).
 */
import type { PlanStatus } from '../enums.ts';
import { TRIAL_DAYS } from './constants.ts';
import { DAY_MS } from './tokyo-time.ts';

export interface TrialInput {
  createdAt: Date | null | undefined;
  cardValid: boolean;
  planStatus: PlanStatus;
}

/** Whole days (24-hour periods) elapsed since createdAt; 0 before it. */
function daysSince(createdAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
}

/** Trial days left: TRIAL_DAYS minus whole days since createdAt, never below 0; 0 without createdAt. */
export function trialDaysLeft(createdAt: Date | null | undefined, now: Date): number {
  if (!createdAt) return 0;
  return Math.max(0, TRIAL_DAYS - daysSince(createdAt, now));
}

/** On trial: has createdAt, no valid card, not on standard, and fewer than TRIAL_DAYS × 24 h elapsed. */
export function isOnTrial(company: TrialInput, now: Date): boolean {
  if (!company.createdAt || company.cardValid || company.planStatus === 'PLAN_STATUS_STANDARD') return false;
  return now.getTime() - company.createdAt.getTime() < TRIAL_DAYS * DAY_MS;
}

export interface LoginCountInput {
  isAdmin: boolean;
  verified: boolean;
  onTrial: boolean;
  cardValid: boolean;
}

/** Whether a login counts: admin, or verified and (on trial or holding a valid card). */
function loginCounts(input: LoginCountInput): boolean {
  return input.isAdmin || (input.verified && (input.onTrial || input.cardValid));
}

/** The login count after a login: -1 becomes 2, otherwise +1; unchanged when the login does not count. */
export function nextLoginCount(current: number, input: LoginCountInput): number {
  if (!loginCounts(input)) return current;
  return current === -1 ? 2 : current + 1;
}

/**
 * Whether to show the first-login dialog: for non-admins whose counted logins (after this login's increment)
 * are exactly 1. A count of -1 skips the dialog because it moves straight to 2.
 */
export function shouldShowFirstLoginDialog(input: { isAdmin: boolean; loginCount: number }): boolean {
  return !input.isAdmin && input.loginCount === 1;
}
