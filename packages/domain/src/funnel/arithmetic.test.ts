import { describe, expect, it } from 'vitest';
import { completionSummary, conversion, funnelSteps, isStalled, median, percentile } from './arithmetic.ts';

const d = (iso: string) => new Date(iso);
const H = 3_600_000;

describe('conversion', () => {
  it('is the ratio rounded to 4 places', () => {
    expect(conversion(3, 2)).toBe(0.6667);
    expect(conversion(4, 4)).toBe(1);
    expect(conversion(4, 0)).toBe(0);
  });
  it('is null from an empty step and never above 1', () => {
    expect(conversion(0, 0)).toBeNull();
    expect(conversion(0, 3)).toBeNull();
    expect(conversion(2, 5)).toBe(1);
  });
});

describe('median and percentile', () => {
  it('are null for no values (empty range)', () => {
    expect(median([])).toBeNull();
    expect(percentile([], 90)).toBeNull();
  });
  it('median of odd and even counts, unsorted input', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
  it('p90 is the nearest rank: ties count as separate values', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([10, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11], 90)).toBe(10);
    // Nine ties of 2 and one 50: the 9th value of 10 is still 2.
    expect(percentile([2, 2, 2, 2, 2, 2, 2, 2, 2, 50], 90)).toBe(2);
    // Eight ties of 2 and two of 50: the 9th value is 50.
    expect(percentile([2, 2, 2, 2, 2, 2, 2, 2, 50, 50], 90)).toBe(50);
    expect(percentile([3], 90)).toBe(3);
    expect(percentile([1, 2], 100)).toBe(2);
  });
  it('refuses a percentile outside (0, 100]', () => {
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('funnelSteps', () => {
  it('gives every step in order with conversions from the previous step and from the start', () => {
    const rows = funnelSteps({
      invited: 10,
      opened: 8,
      consented: 6,
      phoneVerified: 6,
      firstAnswer: 5,
      completed: 4,
    });
    expect(rows.map((r) => r.step)).toEqual([
      'invited',
      'opened',
      'consented',
      'phoneVerified',
      'firstAnswer',
      'completed',
    ]);
    expect(rows[0]).toEqual({ step: 'invited', count: 10, conversion: null, fromStart: null });
    expect(rows[1]).toEqual({ step: 'opened', count: 8, conversion: 0.8, fromStart: 0.8 });
    expect(rows[5]).toEqual({ step: 'completed', count: 4, conversion: 0.8, fromStart: 0.4 });
  });
  it('an empty range gives zeros and null conversions', () => {
    const rows = funnelSteps({});
    expect(rows.every((r) => r.count === 0 && r.conversion === null && r.fromStart === null)).toBe(true);
  });
});

describe('completionSummary', () => {
  const now = d('2026-06-30T00:00:00Z');
  it('counts completion by the deadline over decided checks, median and p90 hours', () => {
    const s = completionSummary(
      [
        // 24 h, on time
        {
          invitedAt: d('2026-06-01T00:00:00Z'),
          deadline: d('2026-06-08T00:00:00Z'),
          completedAt: d('2026-06-02T00:00:00Z'),
        },
        // 48 h, on time
        {
          invitedAt: d('2026-06-01T00:00:00Z'),
          deadline: d('2026-06-08T00:00:00Z'),
          completedAt: d('2026-06-03T00:00:00Z'),
        },
        // 240 h, late
        {
          invitedAt: d('2026-06-01T00:00:00Z'),
          deadline: d('2026-06-08T00:00:00Z'),
          completedAt: d('2026-06-11T00:00:00Z'),
        },
        // past its deadline, never completed
        { invitedAt: d('2026-06-01T00:00:00Z'), deadline: d('2026-06-08T00:00:00Z'), completedAt: null },
        // still open: not decided yet
        { invitedAt: d('2026-06-25T00:00:00Z'), deadline: d('2026-07-08T00:00:00Z'), completedAt: null },
      ],
      now,
    );
    expect(s).toEqual({
      checks: 5,
      completed: 3,
      completedByDeadline: 2,
      completionRateByDeadline: 0.5,
      medianHours: 48,
      p90Hours: 240,
    });
  });
  it('an empty range has no rate and no times', () => {
    expect(completionSummary([], now)).toEqual({
      checks: 0,
      completed: 0,
      completedByDeadline: 0,
      completionRateByDeadline: null,
      medianHours: null,
      p90Hours: null,
    });
  });
});

describe('isStalled', () => {
  const now = d('2026-06-10T00:00:00Z');
  it('no step for 3 days and the deadline within 3 days', () => {
    expect(
      isStalled(
        {
          lastStepAt: new Date(now.getTime() - 72 * H),
          deadline: new Date(now.getTime() + 72 * H),
          completedAt: null,
        },
        now,
      ),
    ).toBe(true);
  });
  it('recent progress, a far deadline, completed or past the deadline: not stalled', () => {
    const base = {
      lastStepAt: new Date(now.getTime() - 80 * H),
      deadline: new Date(now.getTime() + 24 * H),
      completedAt: null,
    };
    expect(isStalled({ ...base, lastStepAt: new Date(now.getTime() - 71 * H) }, now)).toBe(false);
    expect(isStalled({ ...base, deadline: new Date(now.getTime() + 73 * H) }, now)).toBe(false);
    expect(isStalled({ ...base, completedAt: now }, now)).toBe(false);
    expect(isStalled({ ...base, deadline: new Date(now.getTime() - H) }, now)).toBe(false);
  });
});
