/** Deadline and answering-time rules shown to candidates, referees and companies. */
import type { Language } from '../enums.ts';
import { DEFAULT_DEADLINE_DAYS, DEFAULT_ESTIMATED_MINUTES } from './constants.ts';
import { DAY_MS, tokyoDate } from './tokyo-time.ts';

/**
 * Estimated answering time in whole minutes: 0.8 minutes per question, rounded up.
 * Computed in integers as ⌈4n/5⌉, so an exact multiple is never pushed up a minute by floating point.
 */
export function estimatedMinutes(questionCount: number): number {
  if (!Number.isInteger(questionCount) || questionCount < 0) {
    throw new RangeError(`questionCount must be a non-negative integer, got ${questionCount}`);
  }
  return Math.ceil((questionCount * 4) / 5);
}

/**
 * The answer-time estimate shown to candidates and referees (spec: "default estimated answering time 25 minutes
 * (server-provided); estimate 0.8 minutes per question"): the server's default of 25 minutes while the question set is
 * unknown (`null`/`undefined`, or a candidate whose set has no questions yet), else 0.8 minutes per question
 * rounded up to the whole minute (`estimatedMinutes`).
 */
export function answerTimeEstimate(questionCount: number | null | undefined): number {
  if (questionCount === null || questionCount === undefined || questionCount === 0) {
    return DEFAULT_ESTIMATED_MINUTES;
  }
  return estimatedMinutes(questionCount);
}

/** The default answer deadline: exactly 7 days (7 × 24 h) after `now`. */
export function defaultDeadline(now: Date): Date {
  return new Date(now.getTime() + DEFAULT_DEADLINE_DAYS * DAY_MS);
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** Formats a deadline's Tokyo calendar date: `YYYY年MM月DD日` in jp, `DD/MM/YYYY` in en and cn. */
export function formatDeadline(date: Date, lang: Language): string {
  const { year, month, day } = tokyoDate(date);
  if (lang === 'jp') return `${pad(year, 4)}年${pad(month, 2)}月${pad(day, 2)}日`;
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}
