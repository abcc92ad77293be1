import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLIED_SITES } from '../lists/applied-sites.ts';
import { JOB_MAJOR_CATEGORIES } from '../lists/job-categories.ts';
import {
  addTokyoDays,
  aggregateTalentStats,
  DATE_RANGE_SHORTCUTS,
  dateRangeBounds,
  dateRangeSchema,
  dateRangeShortcut,
  defaultStatsRange,
  EVALUATION_STATS_KEYS,
  evaluationStatsKey,
  isoDate,
  matchingShortcut,
  parseIsoDate,
  type StatsTalent,
  statsLabel,
} from './talent-stats.ts';

/** Wednesday 2025-03-05 10:00 JST. */
const now = new Date('2025-03-05T01:00:00Z');
const range = { from: '2025-03-01', to: '2025-03-05' };

const talent = (overrides: Partial<StatsTalent> = {}): StatsTalent => ({
  createdAt: new Date('2025-03-03T00:00:00Z'),
  siteWhereTalentApplied: 'agency',
  jobMajor: 'sales',
  totalGrade: null,
  status: 'mailSend',
  deadline: new Date('2025-03-10T14:59:59Z'),
  ...overrides,
});

describe('ISO dates', () => {
  it('formats and parses Tokyo calendar dates', () => {
    expect(isoDate({ year: 2025, month: 3, day: 5 })).toBe('2025-03-05');
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it('refuses impossible or malformed dates', () => {
    for (const value of ['2025-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-4-1', 'x', '']) {
      expect(parseIsoDate(value)).toBeUndefined();
    }
  });
  it('adds days across month and year ends', () => {
    expect(addTokyoDays({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 1 });
    expect(addTokyoDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
  });
});

describe('dateRangeSchema', () => {
  it('accepts a range and a single day', () => {
    expect(dateRangeSchema.safeParse(range).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from: '2025-03-05', to: '2025-03-05' }).success).toBe(true);
  });
  it('refuses an end before the start with a catalog key on `to`', () => {
    const result = dateRangeSchema.safeParse({ from: '2025-03-06', to: '2025-03-05' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'validation.dateRangeInvalid', path: ['to'] });
  });
  it('refuses a date that does not exist or is missing', () => {
    const bad = dateRangeSchema.safeParse({ from: '2025-02-30', to: '2025-03-05' });
    expect(bad.error?.issues[0]?.message).toBe('validation.dateInvalid');
    const missing = dateRangeSchema.safeParse({ from: '2025-03-01' });
    expect(missing.error?.issues[0]?.message).toBe('validation.dateInvalid');
  });
});

describe('dateRangeBounds', () => {
  it('covers whole Tokyo days, the end exclusive', () => {
    expect(dateRangeBounds(range)).toEqual({
      start: new Date('2025-02-28T15:00:00Z'),
      end: new Date('2025-03-05T15:00:00Z'),
    });
  });
  it('throws on a range that was not validated', () => {
    expect(() => dateRangeBounds({ from: 'nope', to: '2025-03-05' })).toThrow(RangeError);
  });
});

describe('date range shortcuts (Asia/Tokyo)', () => {
  it('yesterday is the previous Tokyo day, also just after midnight JST', () => {
    expect(dateRangeShortcut('yesterday', now)).toEqual({ from: '2025-03-04', to: '2025-03-04' });
    // 2025-03-01 00:30 JST is still 28 Feb in UTC: yesterday is 28 Feb in Tokyo.
    expect(dateRangeShortcut('yesterday', new Date('2025-02-28T15:30:00Z'))).toEqual({
      from: '2025-02-28',
      to: '2025-02-28',
    });
  });
  it('last week is the previous Monday to Sunday', () => {
    expect(dateRangeShortcut('lastWeek', now)).toEqual({ from: '2025-02-24', to: '2025-03-02' });
    // On a Monday and on a Sunday (JST) the previous week is the same one.
    expect(dateRangeShortcut('lastWeek', new Date('2025-03-03T00:00:00Z'))).toEqual({
      from: '2025-02-24',
      to: '2025-03-02',
    });
    expect(dateRangeShortcut('lastWeek', new Date('2025-03-09T14:59:59Z'))).toEqual({
      from: '2025-02-24',
      to: '2025-03-02',
    });
  });
  it('last month is the previous calendar month, across a year end and in a leap year', () => {
    expect(dateRangeShortcut('lastMonth', now)).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(dateRangeShortcut('lastMonth', new Date('2025-01-15T03:00:00Z'))).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
    expect(dateRangeShortcut('lastMonth', new Date('2024-03-31T14:00:00Z'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });
  it('every shortcut is a valid range that ends before today', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (instant) => {
          const today = defaultStatsRange(instant).to;
          for (const shortcut of DATE_RANGE_SHORTCUTS) {
            const r = dateRangeShortcut(shortcut, instant);
            expect(dateRangeSchema.safeParse(r).success).toBe(true);
            expect(r.to < today).toBe(true);
            expect(matchingShortcut(r, instant)).toBe(shortcut);
          }
        },
      ),
    );
  });
  it('the default range is the last 30 days, today included, and matches no shortcut', () => {
    expect(defaultStatsRange(now)).toEqual({ from: '2025-02-04', to: '2025-03-05' });
    expect(matchingShortcut(defaultStatsRange(now), now)).toBeUndefined();
  });
});

describe('evaluationStatsKey', () => {
  it('uses the grade, 未 without one, and 離 by the left rule before any grade', () => {
    expect(evaluationStatsKey(talent({ totalGrade: 'B' }), now)).toBe('B');
    expect(evaluationStatsKey(talent({ totalGrade: null }), now)).toBe('unset');
    expect(evaluationStatsKey(talent({ totalGrade: '未' }), now)).toBe('unset');
    // Deadline 1 Jan: 2 Mar is day 60 (not left), 3 Mar day 61 (left).
    const deadline = new Date('2025-01-01T05:00:00Z');
    const stale = talent({ totalGrade: 'C', status: 'refereesRegistered', deadline });
    expect(evaluationStatsKey(stale, new Date('2025-03-02T05:00:00Z'))).toBe('C');
    expect(evaluationStatsKey(stale, new Date('2025-03-03T05:00:00Z'))).toBe('left');
    // A finished check is never left.
    expect(evaluationStatsKey({ ...stale, status: 'refereesAnswered' }, now)).toBe('C');
  });
});

describe('aggregateTalentStats', () => {
  it('counts only candidates created within the range (Tokyo days, both ends included)', () => {
    const stats = aggregateTalentStats(
      [
        talent({ createdAt: new Date('2025-02-28T14:59:59Z') }), // 28 Feb 23:59:59 JST: out
        talent({ createdAt: new Date('2025-02-28T15:00:00Z') }), // 1 Mar 00:00 JST: in
        talent({ createdAt: new Date('2025-03-05T14:59:59Z') }), // 5 Mar 23:59:59 JST: in
        talent({ createdAt: new Date('2025-03-05T15:00:00Z') }), // 6 Mar: out
      ],
      range,
      now,
    );
    expect(stats.total).toBe(2);
  });

  it('gives the three series; each adds up to the total', () => {
    const stats = aggregateTalentStats(
      [
        talent({
          siteWhereTalentApplied: 'doda',
          jobMajor: 'ITEngineer',
          totalGrade: 'A',
          status: 'refereesAnswered',
        }),
        talent({ siteWhereTalentApplied: 'doda', jobMajor: 'ITEngineer', totalGrade: 'D' }),
        talent({ siteWhereTalentApplied: 'agency', jobMajor: 'sales' }),
        talent({ siteWhereTalentApplied: 'blank', jobMajor: 'blank', totalGrade: 'E' }),
      ],
      range,
      now,
    );
    expect(stats.total).toBe(4);
    expect(stats.bySite).toEqual([
      { key: 'doda', count: 2 },
      { key: 'agency', count: 1 },
      { key: 'blank', count: 1 },
    ]);
    expect(stats.byOccupation).toEqual([
      { key: 'ITEngineer', count: 2 },
      { key: 'sales', count: 1 },
      { key: 'blank', count: 1 },
    ]);
    expect(stats.byEvaluation).toEqual([
      { key: 'A', count: 1 },
      { key: 'B', count: 0 },
      { key: 'C', count: 0 },
      { key: 'D', count: 1 },
      { key: 'E', count: 1 },
      { key: 'left', count: 0 },
      { key: 'unset', count: 1 },
    ]);
  });

  it('keeps the top 10 and groups the rest, the `other` value and unknown values as その他, last', () => {
    const sites = APPLIED_SITES.filter((site) => site !== 'other').slice(0, 12);
    const list: StatsTalent[] = [];
    // sites[i] gets 13 - i candidates (13, 12, …, 2): the 11th and 12th fall into the rest.
    sites.forEach((site, i) => {
      for (let n = 0; n < 13 - i; n++) list.push(talent({ siteWhereTalentApplied: site }));
    });
    list.push(talent({ siteWhereTalentApplied: 'other' }), talent({ siteWhereTalentApplied: 'gone' }));
    const stats = aggregateTalentStats(list, range, now);
    expect(stats.bySite).toHaveLength(11);
    expect(stats.bySite.slice(0, 10).map((s) => s.key)).toEqual(sites.slice(0, 10));
    expect(stats.bySite[10]).toEqual({ key: 'other', count: 3 + 2 + 2 });
  });

  it('breaks ties in the list order and leaves その他 out when nothing is left over', () => {
    const stats = aggregateTalentStats(
      [talent({ jobMajor: 'service' }), talent({ jobMajor: 'sales' }), talent({ jobMajor: 'other' })],
      range,
      now,
    );
    expect(stats.byOccupation).toEqual([
      { key: 'sales', count: 1 },
      { key: 'service', count: 1 },
      { key: 'other', count: 1 },
    ]);
    expect(aggregateTalentStats([talent({ jobMajor: 'sales' })], range, now).byOccupation).toEqual([
      { key: 'sales', count: 1 },
    ]);
  });

  it('gives empty series (and zero evaluation counts) for no candidates', () => {
    const stats = aggregateTalentStats([], range, now);
    expect(stats).toEqual({
      total: 0,
      bySite: [],
      byOccupation: [],
      byEvaluation: EVALUATION_STATS_KEYS.map((key) => ({ key, count: 0 })),
    });
  });

  it('never shows more than 11 slices and every series sums to the total (property)', () => {
    const sites = [...APPLIED_SITES, 'unknown'];
    const majors = [...JOB_MAJOR_CATEGORIES, 'unknown'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            site: fc.constantFrom(...sites),
            major: fc.constantFrom(...majors),
            grade: fc.constantFrom('A', 'B', 'C', 'D', 'E', '未', null),
            day: fc.integer({ min: 0, max: 4 }),
          }),
          { maxLength: 200 },
        ),
        (rows) => {
          const stats = aggregateTalentStats(
            rows.map((r) =>
              talent({
                siteWhereTalentApplied: r.site,
                jobMajor: r.major,
                totalGrade: r.grade,
                createdAt: new Date(Date.UTC(2025, 2, 1 + r.day, 0)),
              }),
            ),
            range,
            now,
          );
          const sum = (slices: { count: number }[]) => slices.reduce((s, x) => s + x.count, 0);
          expect(stats.total).toBe(rows.length);
          for (const series of [stats.bySite, stats.byOccupation, stats.byEvaluation]) {
            expect(sum(series)).toBe(rows.length);
          }
          for (const series of [stats.bySite, stats.byOccupation]) {
            expect(series.length).toBeLessThanOrEqual(11);
            expect(series.every((s) => s.count > 0)).toBe(true);
            expect(series.filter((s) => s.key === 'other').length).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});

describe('statsLabel', () => {
  it('takes labels from the domain lists in each language', () => {
    expect(statsLabel('site', 'agency', 'jp')).toBe('人材紹介会社');
    expect(statsLabel('site', 'other', 'en')).toBe('Other');
    expect(statsLabel('occupation', 'ITEngineer', 'cn')).toBe('IT工程师');
    expect(statsLabel('occupation', 'other', 'jp')).toBe('その他');
    expect(statsLabel('evaluation', 'left', 'jp')).toBe('離');
    expect(statsLabel('evaluation', 'unset', 'en')).toBe('Not graded');
    expect(statsLabel('evaluation', 'A', 'cn')).toBe('A');
  });
  it('shows an unknown key as it is', () => {
    expect(statsLabel('site', 'gone', 'jp')).toBe('gone');
  });
});
