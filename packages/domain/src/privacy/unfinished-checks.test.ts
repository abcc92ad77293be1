import { describe, expect, it } from 'vitest';
import {
  noticeCounts,
  UNFINISHED_NOTICE_DAYS,
  UNFINISHED_PURGE_DAYS,
  type UnfinishedCheck,
  unfinishedCheckAction,
  unfinishedNoticeAfter,
  unfinishedPurgeAfter,
  unfinishedPurgeDate,
} from './unfinished-checks.ts';

const DAY = 24 * 60 * 60 * 1000;
const deadline = new Date('2026-01-10T14:59:59.000Z');
const plus = (date: Date, days: number, ms = 0) => new Date(date.getTime() + days * DAY + ms);
const check = (over: Partial<UnfinishedCheck> = {}): UnfinishedCheck => ({
  deadline,
  completedAt: null,
  deletedAt: null,
  noticedAt: null,
  ...over,
});

describe('unfinished checks: purge N days after the deadline, the company told before', () => {
  it('purges 180 days after the deadline and tells the company 14 days before', () => {
    expect(UNFINISHED_PURGE_DAYS).toBe(180);
    expect(UNFINISHED_NOTICE_DAYS).toBe(14);
    expect(unfinishedPurgeAfter(deadline).toISOString()).toBe('2026-07-09T14:59:59.000Z');
    expect(unfinishedNoticeAfter(deadline).toISOString()).toBe('2026-06-25T14:59:59.000Z');
  });

  it('keeps a check before the notice moment, to the millisecond, and notices it just after', () => {
    const noticeAt = unfinishedNoticeAfter(deadline);
    expect(unfinishedCheckAction(check(), plus(deadline, 1))).toBe('keep');
    expect(unfinishedCheckAction(check(), noticeAt)).toBe('keep');
    expect(unfinishedCheckAction(check(), plus(noticeAt, 0, 1))).toBe('notice');
    // A check never noticed is never purged, however old: it is noticed first.
    expect(unfinishedCheckAction(check(), plus(deadline, 1000))).toBe('notice');
  });

  it('purges only once past the purge moment and the full notice period after the notice', () => {
    const noticedAt = plus(unfinishedNoticeAfter(deadline), 0, 1);
    const noticed = check({ noticedAt });
    const purgeAt = unfinishedPurgeAfter(deadline);
    expect(unfinishedCheckAction(noticed, plus(noticedAt, 1))).toBe('wait');
    expect(unfinishedCheckAction(noticed, purgeAt)).toBe('wait');
    expect(unfinishedCheckAction(noticed, plus(purgeAt, 0, 1))).toBe('purge');
    expect(unfinishedPurgeDate(deadline, noticedAt).toISOString()).toBe(plus(noticedAt, 14).toISOString());
  });

  it('waits the whole notice period after a late notice (the job did not run for a while)', () => {
    const late = plus(deadline, 200);
    const noticed = check({ noticedAt: late });
    expect(unfinishedCheckAction(noticed, plus(late, 13))).toBe('wait');
    expect(unfinishedCheckAction(noticed, plus(late, 14, -1))).toBe('wait');
    expect(unfinishedCheckAction(noticed, plus(late, 14))).toBe('purge');
    expect(unfinishedPurgeDate(deadline, late).toISOString()).toBe(plus(late, 14).toISOString());
  });

  it('never purges a completed check by this rule, however old its deadline', () => {
    const done = check({ completedAt: plus(deadline, -1), noticedAt: plus(deadline, 170) });
    for (const days of [0, 167, 181, 365, 3650]) {
      expect(unfinishedCheckAction(done, plus(deadline, days))).toBe('keep');
    }
    // Completed after the deadline was moved later (a referee answered in time): kept too.
    expect(unfinishedCheckAction(check({ completedAt: plus(deadline, 20) }), plus(deadline, 400))).toBe(
      'keep',
    );
  });

  it('leaves a soft-deleted check to the purge of deleted candidates', () => {
    expect(unfinishedCheckAction(check({ deletedAt: plus(deadline, 2) }), plus(deadline, 400))).toBe('keep');
  });

  it('sends a new notice when the deadline moved later after the old one', () => {
    const noticedAt = plus(deadline, 170);
    expect(noticeCounts({ deadline, noticedAt })).toBe(true);
    const moved = plus(deadline, 30);
    expect(noticeCounts({ deadline: moved, noticedAt })).toBe(false);
    expect(unfinishedCheckAction(check({ deadline: moved, noticedAt }), plus(deadline, 185))).toBe('keep');
    expect(unfinishedCheckAction(check({ deadline: moved, noticedAt }), plus(moved, 167))).toBe('notice');
    expect(noticeCounts({ deadline, noticedAt: null })).toBe(false);
  });

  it('counts from the deadline whatever became of the referees (declined, replaced, some answered)', () => {
    // The check's completion is what counts: declined referees that were never replaced keep it unfinished, and
    // a replaced referee's replacement who answered completes it. The rule reads only the check's dates.
    const noticedAt = plus(deadline, 167);
    expect(unfinishedCheckAction(check({ noticedAt }), plus(deadline, 181))).toBe('purge');
    expect(
      unfinishedCheckAction(check({ noticedAt, completedAt: plus(deadline, -3) }), plus(deadline, 181)),
    ).toBe('keep');
  });
});
