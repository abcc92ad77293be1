/**
 * Ordered autosave: every save of one field carries the client's edit order (a revision) and the server keeps a
 * save only if its revision is newer than the stored one, so a stalled or retried older save arriving late never
 * overwrites newer text. A revision is the edit's time in milliseconds × 1000 plus a sequence, so it grows within a
 * tab (several edits in one millisecond) and across reloads (a new tab starts after the stored revision).
 */
export const REVISION_PER_MS = 1000;

/** The revision of a new edit: after the previous one (and after what the server stored), and never before now. */
export function nextRevision(previous: number, nowMs: number): number {
  return Math.max(previous + 1, Math.floor(nowMs) * REVISION_PER_MS);
}

/** Whether a save with `incoming` replaces what is stored with `stored` (strictly newer only). */
export function isNewerRevision(incoming: number, stored: number | null | undefined): boolean {
  return stored === null || stored === undefined || incoming > stored;
}

/** Retry delay after `failures` consecutive failed saves: exponential from 500 ms, capped at 10 s, or the server's Retry-After. */
export function autosaveRetryDelay(failures: number, retryAfterSeconds?: number | null): number {
  const backoff = Math.min(10_000, 500 * 2 ** Math.max(0, failures - 1));
  return Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}
