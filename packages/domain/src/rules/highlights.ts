/**
 * The report's highlights (issue 40): computed from the referees' selection answers, never invented. Each names its
 * kind, the question and the referees whose answers (cells) it came from.
 *
 * Levels are the stored agreement levels 1 (disagree) … 5 (agree). The "favourable level" of an answer is the level
 * on a positive question and 6 − level on a negative (reversed) one, so 5 is always best for the candidate (it is
 * the answer's score ÷ 2, see scoring.ts).
 *
 * - strength: every referee who answered the question is at favourable level 4 or 5 (the top two levels of a positive
 *   question, the bottom two of a negative one); the highlight names all of them. One answering referee is enough.
 * - concern: a referee is at favourable level 1 or 2 (the low end of a positive question, the high end of a negative
 *   one); the highlight names those referees. A question is never both a strength and a concern.
 * - divergence: two referees' levels are 2 or more apart; the highlight names every referee that is 2+ levels from
 *   another one (with 1, 3 and 5: all three). It can come with a concern on the same question.
 *
 * Only the answers given count: an unanswered cell is neither at a level nor apart from one. The caller passes the
 * referees that count (the report: completed referees, as the grades do).
 */
import type { Polarity } from '../enums.ts';

export const HIGHLIGHT_KINDS = ['strength', 'concern', 'divergence'] as const;
export type HighlightKind = (typeof HIGHLIGHT_KINDS)[number];

/** Levels apart from which two referees' answers diverge. */
export const DIVERGENCE_LEVELS = 2;

export interface Highlight {
  kind: HighlightKind;
  questionKey: string;
  /** The referees whose answers it came from, in the order given. */
  refereeIds: string[];
}

export interface HighlightQuestion {
  key: string;
  polarity: Polarity;
}

export interface HighlightReferee {
  id: string;
  /** Question key → agreement level 1–5 (absent or null = not answered). */
  selections: Readonly<Record<string, number | null | undefined>>;
}

/** The answer's level seen from the candidate's side: 5 best, whatever the question's polarity. */
export function favourableLevel(level: number, polarity: Polarity): number {
  return polarity === 'positive' ? level : 6 - level;
}

const isLevel = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** The highlights of one question: at most one of each kind, in the order of HIGHLIGHT_KINDS. */
export function questionHighlights(
  question: HighlightQuestion,
  referees: readonly HighlightReferee[],
): Highlight[] {
  const answered = referees.flatMap((r) => {
    const level = r.selections[question.key];
    return isLevel(level) ? [{ id: r.id, level, favourable: favourableLevel(level, question.polarity) }] : [];
  });
  if (answered.length === 0) return [];
  const out: Highlight[] = [];
  if (answered.every((a) => a.favourable >= 4)) {
    out.push({ kind: 'strength', questionKey: question.key, refereeIds: answered.map((a) => a.id) });
  }
  const low = answered.filter((a) => a.favourable <= 2);
  if (low.length > 0)
    out.push({ kind: 'concern', questionKey: question.key, refereeIds: low.map((a) => a.id) });
  const min = Math.min(...answered.map((a) => a.level));
  const max = Math.max(...answered.map((a) => a.level));
  if (max - min >= DIVERGENCE_LEVELS) {
    const apart = answered.filter(
      (a) => a.level - min >= DIVERGENCE_LEVELS || max - a.level >= DIVERGENCE_LEVELS,
    );
    out.push({ kind: 'divergence', questionKey: question.key, refereeIds: apart.map((a) => a.id) });
  }
  return out;
}

/**
 * Every highlight of the report: grouped by kind (strengths, concerns, divergences), each group in question order.
 * Questions without a polarity (free text) give none.
 */
export function computeHighlights(
  questions: readonly { key: string; polarity: Polarity | null }[],
  referees: readonly HighlightReferee[],
): Highlight[] {
  const all = questions.flatMap((q) =>
    q.polarity ? questionHighlights({ key: q.key, polarity: q.polarity }, referees) : [],
  );
  return HIGHLIGHT_KINDS.flatMap((kind) => all.filter((h) => h.kind === kind));
}
