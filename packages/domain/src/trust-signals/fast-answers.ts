import { estimatedMinutes } from '../rules/dates.ts';

/** A completion faster than this share of the estimated answer time is a `fastAnswers` warning. */
export const FAST_ANSWER_SHARE = 1 / 3;

/**
 * Whether a referee answered implausibly fast: from the first saved answer to completion (both from the autosave
 * timestamps) in under a third of the estimated answering time for the questions they were asked. Unknown times
 * never flag.
 */
export function isFastCompletion(input: {
  firstAnswerAt: Date | null | undefined;
  completedAt: Date | null | undefined;
  questionCount: number;
}): boolean {
  const { firstAnswerAt, completedAt, questionCount } = input;
  if (!firstAnswerAt || !completedAt || questionCount <= 0) return false;
  const seconds = (completedAt.getTime() - firstAnswerAt.getTime()) / 1000;
  if (seconds < 0) return false;
  return seconds < estimatedMinutes(questionCount) * 60 * FAST_ANSWER_SHARE;
}
