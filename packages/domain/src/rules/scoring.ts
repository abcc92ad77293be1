/**
 * Selection-answer scoring and A–E grades.
 *
 * Scale direction, as the spec says: the five options are shown left to right as levels
 * 1 = disagree, 2 = somewhat disagree, 3 = neither, 4 = somewhat agree, 5 = agree (the labels are in
 * questions/scale.ts), and score "2, 4, 6, 8, 10 left to right for positive questions, reversed for negative ones":
 *   positive: level 1 → 2, 2 → 4, 3 → 6, 4 → 8, 5 → 10   (score = 2 × level)
 *   negative: level 1 → 10, 2 → 8, 3 → 6, 4 → 4, 5 → 2   (score = 12 − 2 × level)
 * A high score is always good for the candidate: agreeing with a positive statement scores 10. A negative question
 * at level L scores what a positive one scores at 6 − L.
 *
 * Rounding: grades are decided on the exact ratio in integer arithmetic (A when 100 × points ≥ 90 × max).
 * Displayed scores (`score`, `totalScore`) are percentages truncated (floored) to one decimal, so a shown
 * value is never above the true one and the grade can be re-read from the shown value: 89.96% shows as 89.9
 * and grades B; only a true 90% or more shows 90.0 and grades A.
 */
import {
  EVALUATION_CATEGORIES,
  type EvaluationCategory,
  type Grade,
  type GradeOrUnset,
  type Polarity,
  UNSET_GRADE,
} from '../enums.ts';

export const AGREEMENT_LEVELS = [1, 2, 3, 4, 5] as const;
export type AgreementLevel = (typeof AGREEMENT_LEVELS)[number];
/** Highest score of one answer. */
export const MAX_ANSWER_SCORE = 10;
/** How many ordinary questions one goodImpression question weighs in the overall evaluation. */
export const GOOD_IMPRESSION_WEIGHT = 4;
/** Lowest percentage of each grade, best first; below the last one the grade is E. */
export const GRADE_THRESHOLDS: readonly { grade: Grade; min: number }[] = [
  { grade: 'A', min: 90 },
  { grade: 'B', min: 70 },
  { grade: 'C', min: 50 },
  { grade: 'D', min: 30 },
];

/** Whether a value is one of the five agreement levels. */
export function isAgreementLevel(value: unknown): value is AgreementLevel {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Score (2–10) of one answer; throws a RangeError for a level outside 1–5. */
export function scoreAnswer(level: number, polarity: Polarity): number {
  if (!isAgreementLevel(level)) throw new RangeError(`agreement level must be 1–5, got ${level}`);
  return polarity === 'positive' ? 2 * level : 12 - 2 * level;
}

/** Grade of a percentage (0–100): A ≥ 90, B ≥ 70, C ≥ 50, D ≥ 30, else E. */
export function gradeFor(percentage: number): Grade {
  return GRADE_THRESHOLDS.find((t) => percentage >= t.min)?.grade ?? 'E';
}

/** Grade of points over a maximum, exactly, in integers; '未' when nothing was counted. */
function gradeOfRatio(points: number, max: number): GradeOrUnset {
  if (max === 0) return UNSET_GRADE;
  return GRADE_THRESHOLDS.find((t) => 100 * points >= t.min * max)?.grade ?? 'E';
}

/** Percentage floored to one decimal, computed in integers; null when nothing was counted. */
function displayedPercentage(points: number, max: number): number | null {
  if (max === 0) return null;
  return Math.floor((1000 * points) / max) / 10;
}

/** A selection question as the scoring needs it. */
export interface ScoredQuestion {
  key: string;
  category: EvaluationCategory;
  polarity: Polarity;
}

/** One completed referee's selection answers: question key → agreement level (null/absent = not answered). */
export type SelectionAnswers = Readonly<Record<string, number | null | undefined>>;

export interface CategoryEvaluation {
  /** Percentage floored to one decimal; null when nothing was answered. */
  score: number | null;
  grade: GradeOrUnset;
}

export interface Evaluation {
  categories: Record<EvaluationCategory, CategoryEvaluation>;
  totalGrade: GradeOrUnset;
  /** Overall (goodImpression-weighted) percentage floored to one decimal; null when nothing was answered. */
  totalScore: number | null;
}

export interface EvaluateSelectionsInput {
  /** The candidate's selectionQuestion flag; when false there is no A–E evaluation. */
  selectionQuestion: boolean;
  questions: readonly ScoredQuestion[];
  /** Answers of completed referees only. */
  answers: readonly SelectionAnswers[];
}

/**
 * Evaluates the selection answers of the completed referees: per category points ÷ (10 × answers) × 100,
 * overall the same over all answers with goodImpression answers weighted ×4. Answers to keys that are not
 * among `questions` are ignored; unanswered questions are not counted.
 */
export function evaluateSelections(input: EvaluateSelectionsInput): Evaluation {
  const sums = Object.fromEntries(EVALUATION_CATEGORIES.map((c) => [c, { points: 0, max: 0 }])) as Record<
    EvaluationCategory,
    { points: number; max: number }
  >;
  let totalPoints = 0;
  let totalMax = 0;
  if (input.selectionQuestion) {
    for (const referee of input.answers) {
      for (const question of input.questions) {
        const level = referee[question.key];
        if (level === null || level === undefined) continue;
        const points = scoreAnswer(level, question.polarity);
        const sum = sums[question.category];
        sum.points += points;
        sum.max += MAX_ANSWER_SCORE;
        const weight = question.category === 'goodImpression' ? GOOD_IMPRESSION_WEIGHT : 1;
        totalPoints += weight * points;
        totalMax += weight * MAX_ANSWER_SCORE;
      }
    }
  }
  const categories = Object.fromEntries(
    EVALUATION_CATEGORIES.map((c) => [
      c,
      {
        score: displayedPercentage(sums[c].points, sums[c].max),
        grade: gradeOfRatio(sums[c].points, sums[c].max),
      },
    ]),
  ) as Record<EvaluationCategory, CategoryEvaluation>;
  return {
    categories,
    totalGrade: gradeOfRatio(totalPoints, totalMax),
    totalScore: displayedPercentage(totalPoints, totalMax),
  };
}

/** One referee's own category percentages (the comparison view's category rows); null where nothing was answered. */
export function refereeCategoryScores(
  questions: readonly ScoredQuestion[],
  selections: SelectionAnswers,
): Record<EvaluationCategory, number | null> {
  const { categories } = evaluateSelections({ selectionQuestion: true, questions, answers: [selections] });
  return Object.fromEntries(EVALUATION_CATEGORIES.map((c) => [c, categories[c].score])) as Record<
    EvaluationCategory,
    number | null
  >;
}
