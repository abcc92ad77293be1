/**
 * Trial warnings: a mail 3 days and 1 day before the trial ends, and the trial modal opening by itself once a
 * day during the last 3 days. The trial ends TRIAL_DAYS × 24 h after createdAt (rules/trial.ts).
 */
import { TRIAL_DAYS } from '../rules/constants.ts';
import { DAY_MS, tokyoDate } from '../rules/tokyo-time.ts';

/** Days before the trial's end at which the warning mails go out. */
export const TRIAL_WARNING_DAYS = [3, 1] as const;
export type TrialWarning = (typeof TRIAL_WARNING_DAYS)[number];

export function trialEndsAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/**
 * The warning mail due at `now` (3 or 1), or null: the nearest one whose time has come before the trial's end.
 * When both are due (no scheduler ran for two days), only the 1-day mail goes out.
 */
export function trialWarningDue(createdAt: Date, now: Date): TrialWarning | null {
  const left = trialEndsAt(createdAt).getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= 1 * DAY_MS) return 1;
  if (left <= 3 * DAY_MS) return 3;
  return null;
}

/** Whether the trial modal opens by itself: in the last 3 days of the trial (trialDaysLeft 1 to 3). */
export function trialModalAutoOpens(trialDaysLeft: number | null): boolean {
  return trialDaysLeft !== null && trialDaysLeft >= 1 && trialDaysLeft <= 3;
}

/** The Tokyo calendar day of `now` (YYYY-MM-DD): the modal's once-a-day key. */
export function tokyoDayKey(now: Date): string {
  const { year, month, day } = tokyoDate(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
