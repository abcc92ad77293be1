/** The regain-trust (follow-up) request's state, as the report and the candidate's pages show it. */
import { tokyoDate, tokyoMidnight } from './tokyo-time.ts';

export type RegainTrustState = 'notSent' | 'waiting' | 'answered';

export interface RegainTrustDates {
  excuseCreatedAt: Date | null;
  excuseCompletedAt: Date | null;
}

/** notSent until the company sends it (once only), waiting until the candidate confirms, then answered. */
export function regainTrustState(t: RegainTrustDates): RegainTrustState {
  if (!t.excuseCreatedAt) return 'notSent';
  return t.excuseCompletedAt ? 'answered' : 'waiting';
}

/** The candidate may still write and send while the request waits and its deadline's Tokyo day has not ended. */
export function canAnswerRegainTrust(
  t: RegainTrustDates & { excuseDeadline: Date | null },
  now: Date,
): boolean {
  if (regainTrustState(t) !== 'waiting' || !t.excuseDeadline) return false;
  return now.getTime() < endOfTokyoDay(t.excuseDeadline).getTime();
}

/** The first instant after the Tokyo calendar day that contains `date`. */
export function endOfTokyoDay(date: Date): Date {
  const d = tokyoDate(date);
  return tokyoMidnight(d.year, d.month, d.day + 1);
}

/** A deadline the company may set: today (Tokyo) or later. */
export function isFollowUpDeadlineValid(deadline: Date, now: Date): boolean {
  return endOfTokyoDay(deadline).getTime() > now.getTime();
}
