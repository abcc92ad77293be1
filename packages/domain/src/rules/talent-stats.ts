/**
 * The dashboard's graph header: a company's candidates created within a date range, counted by application site,
 * evaluation (A–E, 離, 未) and occupation (job major category), plus the range shortcuts (yesterday, last week,
 * last month). Ranges are inclusive Asia/Tokyo calendar dates written `YYYY-MM-DD`; `now` is passed in.
 */
import { z } from 'zod';
import { GRADES, type Grade, type Language, type TalentStatus } from '../enums.ts';
import { APPLIED_SITE_LABELS, APPLIED_SITES, type AppliedSite } from '../lists/applied-sites.ts';
import { JOB_MAJOR_CATEGORIES, JOB_MAJOR_LABELS, type JobMajorCategory } from '../lists/job-categories.ts';
import type { LabelTable } from '../lists/labels.ts';
import { isLeft } from './talent-status.ts';
import { DAY_MS, daysInMonth, type TokyoDate, tokyoDate, tokyoMidnight } from './tokyo-time.ts';

/** Slices kept per chart before the rest is grouped as その他 (other). */
export const STATS_TOP_N = 10;
/** The grouped rest: the lists' own `other` value (その他 / Other / 其他), so a chart never shows two その他. */
export const STATS_REST_KEY = 'other';
/** Length of the default range in days, today included. */
export const DEFAULT_STATS_RANGE_DAYS = 30;

/** An inclusive range of Tokyo calendar dates, `YYYY-MM-DD`. */
export interface DateRange {
  from: string;
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Tokyo calendar date as `YYYY-MM-DD`. */
export function isoDate(date: TokyoDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Parses `YYYY-MM-DD`; undefined unless it is a real calendar date (no 2025-02-30). */
export function parseIsoDate(value: string): TokyoDate | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** A calendar date `days` after (or before, when negative) `date`. */
export function addTokyoDays(date: TokyoDate, days: number): TokyoDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export const isoDateSchema = z
  .string({ error: 'validation.dateInvalid' })
  .refine((value) => parseIsoDate(value) !== undefined, { error: 'validation.dateInvalid' });

/** `from` and `to` are real dates and `from` is not after `to` (a one-day range is fine). */
export const dateRangeSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((range) => range.from <= range.to, { error: 'validation.dateRangeInvalid', path: ['to'] });

/** The instants a range covers: from 00:00 JST of `from` (inclusive) to 00:00 JST after `to` (exclusive). */
export function dateRangeBounds(range: DateRange): { start: Date; end: Date } {
  const from = parseIsoDate(range.from);
  const to = parseIsoDate(range.to);
  if (!from || !to) throw new RangeError(`invalid date range ${range.from}..${range.to}`);
  return {
    start: tokyoMidnight(from.year, from.month, from.day),
    end: new Date(tokyoMidnight(to.year, to.month, to.day).getTime() + DAY_MS),
  };
}

export const DATE_RANGE_SHORTCUTS = ['yesterday', 'lastWeek', 'lastMonth'] as const;
export type DateRangeShortcut = (typeof DATE_RANGE_SHORTCUTS)[number];

/**
 * The range of a shortcut, in Tokyo calendar terms (as 昨日 / 先週 / 先月 read in Japanese):
 * yesterday is the day before today; last week is the previous calendar week, Monday to Sunday (ISO 8601,
 * the Japanese business week); last month is the previous calendar month, 1st to its last day.
 */
export function dateRangeShortcut(shortcut: DateRangeShortcut, now: Date): DateRange {
  const today = tokyoDate(now);
  switch (shortcut) {
    case 'yesterday': {
      const day = isoDate(addTokyoDays(today, -1));
      return { from: day, to: day };
    }
    case 'lastWeek': {
      const sinceMonday = (new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() + 6) % 7;
      const thisMonday = addTokyoDays(today, -sinceMonday);
      return { from: isoDate(addTokyoDays(thisMonday, -7)), to: isoDate(addTokyoDays(thisMonday, -1)) };
    }
    case 'lastMonth': {
      const lastDay = addTokyoDays({ ...today, day: 1 }, -1);
      return { from: isoDate({ ...lastDay, day: 1 }), to: isoDate(lastDay) };
    }
  }
}

/** The range the dashboard opens with: the last 30 days, today included, so a candidate added today shows. */
export function defaultStatsRange(now: Date): DateRange {
  const today = tokyoDate(now);
  return { from: isoDate(addTokyoDays(today, 1 - DEFAULT_STATS_RANGE_DAYS)), to: isoDate(today) };
}

/** The shortcut whose range is exactly `range` today, if any (the button shown as selected). */
export function matchingShortcut(range: DateRange, now: Date): DateRangeShortcut | undefined {
  return DATE_RANGE_SHORTCUTS.find((shortcut) => {
    const candidate = dateRangeShortcut(shortcut, now);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** What the aggregation reads of a candidate (the server selects exactly these columns). */
export interface StatsTalent {
  createdAt: Date;
  siteWhereTalentApplied: string;
  jobMajor: string;
  /** The overall grade: A–E, '未' or null (not computed yet). */
  totalGrade: string | null;
  status: TalentStatus;
  deadline: Date | null;
}

/** Evaluation slices: the grades, 離 (left, which wins over any grade) and 未 (no grade yet). */
export const EVALUATION_STATS_KEYS = [...GRADES, 'left', 'unset'] as const;
export type EvaluationStatsKey = (typeof EVALUATION_STATS_KEYS)[number];

export const EVALUATION_STATS_LABELS: LabelTable<EvaluationStatsKey> = {
  A: { jp: 'A', en: 'A', cn: 'A' },
  B: { jp: 'B', en: 'B', cn: 'B' },
  C: { jp: 'C', en: 'C', cn: 'C' },
  D: { jp: 'D', en: 'D', cn: 'D' },
  E: { jp: 'E', en: 'E', cn: 'E' },
  left: { jp: '離', en: 'Left', cn: '离' },
  unset: { jp: '未', en: 'Not graded', cn: '未' },
};

export interface StatsSlice<K extends string> {
  key: K;
  count: number;
}

export interface TalentStats {
  /** Candidates in the range; every series adds up to it. */
  total: number;
  /** By application site: the top 10 by count, then その他 (the rest and the `other` site). */
  bySite: StatsSlice<AppliedSite>[];
  /** Every evaluation key in the order A–E, 離, 未, zero counts included (the legend always lists them). */
  byEvaluation: StatsSlice<EvaluationStatsKey>[];
  /** By job major category: the top 10 by count, then その他 (the rest and the `other` major). */
  byOccupation: StatsSlice<JobMajorCategory>[];
}

/** The evaluation slice of a candidate: 離 when the left rule holds, else its grade, else 未. */
export function evaluationStatsKey(talent: StatsTalent, now: Date): EvaluationStatsKey {
  if (isLeft(talent, now)) return 'left';
  return (GRADES as readonly string[]).includes(talent.totalGrade ?? '')
    ? (talent.totalGrade as Grade)
    : 'unset';
}

/**
 * Counts by key, the highest first (ties in the list's order), keeping `STATS_TOP_N` keys other than `other`;
 * everything else, unknown values included, is summed into `other`, placed last. Keys counted zero are left out.
 */
function topSlices<K extends string>(values: readonly string[], order: readonly K[]): StatsSlice<K>[] {
  const rest = STATS_REST_KEY as K;
  const counts = new Map<K, number>();
  for (const value of values) {
    const key = (order as readonly string[]).includes(value) ? (value as K) : rest;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ranked = order
    .filter((key) => key !== rest && counts.has(key))
    .map((key) => ({ key, count: counts.get(key) ?? 0 }))
    .sort((a, b) => b.count - a.count);
  const top = ranked.slice(0, STATS_TOP_N);
  const restCount = values.length - top.reduce((sum, slice) => sum + slice.count, 0);
  return restCount > 0 ? [...top, { key: rest, count: restCount }] : top;
}

/** The graph header's three series over the candidates created within `range` (soft-deleted ones excluded by the caller). */
export function aggregateTalentStats(
  talents: readonly StatsTalent[],
  range: DateRange,
  now: Date,
): TalentStats {
  const { start, end } = dateRangeBounds(range);
  const inRange = talents.filter(
    (t) => t.createdAt.getTime() >= start.getTime() && t.createdAt.getTime() < end.getTime(),
  );
  const evaluations = new Map<EvaluationStatsKey, number>();
  for (const talent of inRange) {
    const key = evaluationStatsKey(talent, now);
    evaluations.set(key, (evaluations.get(key) ?? 0) + 1);
  }
  return {
    total: inRange.length,
    bySite: topSlices(
      inRange.map((t) => t.siteWhereTalentApplied),
      APPLIED_SITES,
    ),
    byEvaluation: EVALUATION_STATS_KEYS.map((key) => ({ key, count: evaluations.get(key) ?? 0 })),
    byOccupation: topSlices(
      inRange.map((t) => t.jobMajor),
      JOB_MAJOR_CATEGORIES,
    ),
  };
}

export const STATS_SERIES = ['site', 'evaluation', 'occupation'] as const;
export type StatsSeries = (typeof STATS_SERIES)[number];

/** The label of a slice in `lang`, from the domain's lists; an unknown key is shown as it is. */
export function statsLabel(series: StatsSeries, key: string, lang: Language): string {
  const table: Readonly<Record<string, LabelTable<string>[string]>> =
    series === 'site'
      ? APPLIED_SITE_LABELS
      : series === 'occupation'
        ? JOB_MAJOR_LABELS
        : EVALUATION_STATS_LABELS;
  return table[key]?.[lang] ?? key;
}
