/**
 * Checks that never complete (issue 38 item 5): the candidate never registers referees, a referee never answers or
 * declines and is not replaced, and the deadline passes. Such a check has no completion clock, so it is purged a
 * fixed period after its deadline, and the company's main account is told beforehand, once per check. Pure: `now` is
 * passed in; the server's retention job applies the same arithmetic in SQL (modules/retention).
 */

/** An unfinished check is purged this many days after its deadline (a check is 離 after 60: 120 more days to act). */
export const UNFINISHED_PURGE_DAYS = 180;
/** The company is told at least this many days before the purge (the purge waits for the notice if it came late). */
export const UNFINISHED_NOTICE_DAYS = 14;
/** Network data (IP addresses, user agents, device hashes) of an unfinished check goes this many days after its deadline. */
export const UNFINISHED_NETWORK_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the rule needs of a check. */
export interface UnfinishedCheck {
  deadline: Date;
  /** Null while the check is not completed (all referees answered). */
  completedAt: Date | null;
  /** A soft-deleted check is left to the 30-day purge of deleted candidates. */
  deletedAt?: Date | null;
  /** When the company was last told this check will be purged (null: never). */
  noticedAt: Date | null;
}

/** The moment after which an unfinished check with this deadline is due for the purge (24-hour days). */
export function unfinishedPurgeAfter(deadline: Date): Date {
  return new Date(deadline.getTime() + UNFINISHED_PURGE_DAYS * DAY_MS);
}

/** The moment after which the company is told: the notice period before `unfinishedPurgeAfter`. */
export function unfinishedNoticeAfter(deadline: Date): Date {
  return new Date(deadline.getTime() + (UNFINISHED_PURGE_DAYS - UNFINISHED_NOTICE_DAYS) * DAY_MS);
}

/**
 * Whether a notice counts for the check's current deadline: it was sent after that deadline's notice moment. A
 * notice sent before the company moved the deadline later no longer counts (a new one is sent).
 */
export function noticeCounts(check: Pick<UnfinishedCheck, 'deadline' | 'noticedAt'>): boolean {
  return (
    check.noticedAt !== null && check.noticedAt.getTime() > unfinishedNoticeAfter(check.deadline).getTime()
  );
}

/**
 * When a check noticed at `noticedAt` is purged: the purge moment of its deadline, or the notice period after a late
 * notice (the job did not run), whichever is later.
 */
export function unfinishedPurgeDate(deadline: Date, noticedAt: Date): Date {
  return new Date(
    Math.max(unfinishedPurgeAfter(deadline).getTime(), noticedAt.getTime() + UNFINISHED_NOTICE_DAYS * DAY_MS),
  );
}

/**
 * What the daily job does to a check at `now`: nothing (`keep`: completed, deleted, or not yet in the notice
 * period), tell the company (`notice`), wait for the notice period to run out (`wait`), or purge it (`purge`).
 * A completed check is never purged by this rule (its own rule counts from completion).
 */
export function unfinishedCheckAction(
  check: UnfinishedCheck,
  now: Date,
): 'keep' | 'notice' | 'wait' | 'purge' {
  if (check.completedAt !== null || check.deletedAt) return 'keep';
  if (now.getTime() <= unfinishedNoticeAfter(check.deadline).getTime()) return 'keep';
  if (!noticeCounts(check)) return 'notice';
  return now.getTime() > unfinishedPurgeAfter(check.deadline).getTime() &&
    now.getTime() >= check.noticedAt!.getTime() + UNFINISHED_NOTICE_DAYS * DAY_MS
    ? 'purge'
    : 'wait';
}
