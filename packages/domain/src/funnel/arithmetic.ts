/** Funnel arithmetic (issue 36): conversions, median and 90th percentile, completion by the deadline. Pure. */
import { REFEREE_FUNNEL_STEPS, type RefereeFunnelStep } from './steps.ts';

/** `to / from` as a ratio in [0, 1], rounded to 4 places; null when `from` is 0 (nothing to convert). */
export function conversion(from: number, to: number): number | null {
  if (from <= 0) return null;
  return Math.round((Math.min(to, from) / from) * 10_000) / 10_000;
}

/**
 * The nearest-rank percentile (p in (0, 100]) of the values: the smallest value with at least p % of the values at
 * or below it. Ties count as separate values; null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  if (!(p > 0 && p <= 100)) throw new RangeError('percentile: p must be in (0, 100]');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)]!;
}

/** The median: the mean of the two middle values for an even count; null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface FunnelStepRow {
  step: RefereeFunnelStep;
  count: number;
  /** From the previous step (null for the first, or when the previous count is 0). */
  conversion: number | null;
  /** From the first step (invited). */
  fromStart: number | null;
}

/** The funnel's rows, in step order, from the counts per step (a missing step counts 0). */
export function funnelSteps(counts: Partial<Record<RefereeFunnelStep, number>>): FunnelStepRow[] {
  const first = counts[REFEREE_FUNNEL_STEPS[0]] ?? 0;
  return REFEREE_FUNNEL_STEPS.map((step, i) => {
    const count = counts[step] ?? 0;
    const previous = i === 0 ? null : (counts[REFEREE_FUNNEL_STEPS[i - 1]!] ?? 0);
    return {
      step,
      count,
      conversion: previous === null ? null : conversion(previous, count),
      fromStart: i === 0 ? null : conversion(first, count),
    };
  });
}

export interface CheckTiming {
  invitedAt: Date;
  deadline: Date;
  completedAt: Date | null;
}

export interface CompletionSummary {
  checks: number;
  completed: number;
  /** Completed by the deadline, over the checks whose deadline has passed or which completed. */
  completedByDeadline: number;
  completionRateByDeadline: number | null;
  /** Hours from invitation to completion. */
  medianHours: number | null;
  p90Hours: number | null;
}

const HOUR = 3_600_000;

/**
 * What the completion summary is made of, countable in SQL (the funnel service reads these, not the checks):
 * the timed (invited) checks, the completed ones, those completed by their deadline, the decided ones (completed by
 * the deadline, or the deadline passed: the rate's denominator), and of the completed checks' times to complete in
 * whole ms (max(0, completed - invited)) the median (the mean of the middle two for an even count) and the
 * nearest-rank 90th percentile (null when none completed).
 */
export interface CompletionTotals {
  checks: number;
  completed: number;
  completedByDeadline: number;
  decided: number;
  medianMs: number | null;
  p90Ms: number | null;
}

/** The summary from its totals: the rate rounded to 4 places, the hours to 1. */
export function completionFromTotals(t: CompletionTotals): CompletionSummary {
  const hours = (v: number | null) => (v === null ? null : Math.round((v / HOUR) * 10) / 10);
  return {
    checks: t.checks,
    completed: t.completed,
    completedByDeadline: t.completedByDeadline,
    completionRateByDeadline: conversion(t.decided, t.completedByDeadline),
    medianHours: hours(t.medianMs),
    p90Hours: hours(t.p90Ms),
  };
}

/** The totals of a set of checks at `now` (a check's times in whole ms). */
function completionTotals(checks: readonly CheckTiming[], now: Date): CompletionTotals {
  const durations: number[] = [];
  let completed = 0;
  let byDeadline = 0;
  let decided = 0;
  for (const c of checks) {
    if (c.completedAt) {
      completed++;
      durations.push(Math.max(0, c.completedAt.getTime() - c.invitedAt.getTime()));
    }
    const onTime = c.completedAt !== null && c.completedAt.getTime() <= c.deadline.getTime();
    if (onTime) byDeadline++;
    if (onTime || c.deadline.getTime() < now.getTime()) decided++;
  }
  return {
    checks: checks.length,
    completed,
    completedByDeadline: byDeadline,
    decided,
    medianMs: median(durations),
    p90Ms: percentile(durations, 90),
  };
}

/** Completion of a set of checks: the rate by the deadline and the median and p90 time to complete. */
export function completionSummary(checks: readonly CheckTiming[], now: Date): CompletionSummary {
  return completionFromTotals(completionTotals(checks, now));
}

export const STALLED_NO_PROGRESS_DAYS = 3;
export const STALLED_DEADLINE_WITHIN_DAYS = 3;

/**
 * A check is stalled now when it is open (not completed, not past its deadline), had no step for 3 days and its
 * deadline is within 3 days.
 */
export function isStalled(check: { lastStepAt: Date; deadline: Date; completedAt: Date | null }, now: Date) {
  if (check.completedAt) return false;
  const t = now.getTime();
  if (check.deadline.getTime() < t) return false;
  return (
    t - check.lastStepAt.getTime() >= STALLED_NO_PROGRESS_DAYS * 24 * HOUR &&
    check.deadline.getTime() - t <= STALLED_DEADLINE_WITHIN_DAYS * 24 * HOUR
  );
}
