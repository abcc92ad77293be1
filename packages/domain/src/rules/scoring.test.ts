import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVALUATION_CATEGORIES, type EvaluationCategory, UNSET_GRADE } from '../enums.ts';
import {
  evaluateSelections,
  gradeFor,
  isAgreementLevel,
  type ScoredQuestion,
  scoreAnswer,
} from './scoring.ts';

const q = (
  key: string,
  category: EvaluationCategory,
  polarity: 'positive' | 'negative' = 'positive',
): ScoredQuestion => ({
  key,
  category,
  polarity,
});

describe('scoreAnswer', () => {
  it('scores positive statements 2, 4, 6, 8, 10 left to right, from disagree (1) to agree (5)', () => {
    expect([1, 2, 3, 4, 5].map((l) => scoreAnswer(l, 'positive'))).toEqual([2, 4, 6, 8, 10]);
  });
  it('reverses negative statements', () => {
    expect([1, 2, 3, 4, 5].map((l) => scoreAnswer(l, 'negative'))).toEqual([10, 8, 6, 4, 2]);
  });
  it('rejects levels outside 1–5', () => {
    for (const level of [0, 6, 2.5, Number.NaN])
      expect(() => scoreAnswer(level, 'positive')).toThrow(RangeError);
    expect(isAgreementLevel('3')).toBe(false);
  });
  it('property: a negative question at level L scores as a positive one at 6 − L', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), (level) => {
        expect(scoreAnswer(level, 'negative')).toBe(scoreAnswer(6 - level, 'positive'));
      }),
    );
  });
});

describe('gradeFor', () => {
  it.each([
    [100, 'A'],
    [90, 'A'],
    [89.99, 'B'],
    [70, 'B'],
    [69.99, 'C'],
    [50, 'C'],
    [49.99, 'D'],
    [30, 'D'],
    [29.99, 'E'],
    [0, 'E'],
  ])('%s percent → %s', (percentage, grade) => {
    expect(gradeFor(percentage)).toBe(grade);
  });
  it('property: grades are monotone in the score', () => {
    const rank = (g: string) => 'EDCBA'.indexOf(g);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rank(gradeFor(low))).toBeLessThanOrEqual(rank(gradeFor(high)));
        },
      ),
    );
  });
});

describe('evaluateSelections', () => {
  it('computes per-category percentages over all completed referees', () => {
    const result = evaluateSelections({
      selectionQuestion: true,
      questions: [q('c1', 'compliance'), q('c2', 'compliance', 'negative'), q('a1', 'attendance')],
      answers: [
        { c1: 5, c2: 1, a1: 3 }, // 10 + 10, 6
        { c1: 4, c2: 4, a1: 1 }, // 8 + 4, 2
      ],
    });
    expect(result.categories.compliance).toEqual({ score: 80, grade: 'B' }); // 32 / 40
    expect(result.categories.attendance).toEqual({ score: 40, grade: 'D' }); // 8 / 20
    expect(result.categories.tolerance).toEqual({ score: null, grade: UNSET_GRADE });
    expect(result.totalScore).toBe(66.6); // 40 / 60 = 66.66…, floored to one decimal
    expect(result.totalGrade).toBe('C');
  });

  it('weights goodImpression answers 4× in the overall evaluation only', () => {
    const result = evaluateSelections({
      selectionQuestion: true,
      questions: [q('c1', 'compliance'), q('g1', 'goodImpression')],
      answers: [{ c1: 1, g1: 5 }], // 2 and 10
    });
    expect(result.categories.compliance.score).toBe(20);
    expect(result.categories.goodImpression.score).toBe(100);
    expect(result.totalScore).toBe(84); // (2 + 4 × 10) / (10 + 4 × 10)
    expect(result.totalGrade).toBe('B'); // unweighted it would be 60 % (C)
  });

  it('decides grades on the exact ratio, so a shown 89.9 is B and 90.0 is A', () => {
    const questions = Array.from({ length: 1000 }, (_, i) => q(`k${i}`, 'attitude'));
    const nearlyA = Object.fromEntries(questions.map((x, i) => [x.key, i < 499 ? 5 : i < 999 ? 4 : 3])); // 8996 / 10000
    const a = evaluateSelections({ selectionQuestion: true, questions, answers: [nearlyA] });
    expect(a.categories.attitude).toEqual({ score: 89.9, grade: 'B' });
    const exactlyA = Object.fromEntries(questions.map((x, i) => [x.key, i < 500 ? 5 : 4])); // 9000 / 10000
    const b = evaluateSelections({ selectionQuestion: true, questions, answers: [exactlyA] });
    expect(b.categories.attitude).toEqual({ score: 90, grade: 'A' });
    expect(b.totalGrade).toBe('A');
  });

  it('grades every threshold of a category', () => {
    const questions = [q('x', 'responsibility', 'negative')];
    const gradeAt = (level: number) =>
      evaluateSelections({ selectionQuestion: true, questions, answers: [{ x: level }] }).categories
        .responsibility.grade;
    expect([1, 2, 3, 4, 5].map(gradeAt)).toEqual(['A', 'B', 'C', 'D', 'E']); // negative: 100, 80, 60, 40, 20 %
  });

  it('gives no A–E evaluation when the selection questions are off', () => {
    const result = evaluateSelections({
      selectionQuestion: false,
      questions: [q('c1', 'compliance')],
      answers: [{ c1: 1 }],
    });
    for (const category of EVALUATION_CATEGORIES) {
      expect(result.categories[category]).toEqual({ score: null, grade: UNSET_GRADE });
    }
    expect(result.totalGrade).toBe(UNSET_GRADE);
    expect(result.totalScore).toBeNull();
  });

  it("is '未' everywhere when nothing was answered, ignoring unknown keys and unanswered questions", () => {
    const result = evaluateSelections({
      selectionQuestion: true,
      questions: [q('c1', 'compliance')],
      answers: [{ removed: 1, c1: null }, { c1: undefined }, {}],
    });
    expect(result.totalGrade).toBe(UNSET_GRADE);
    expect(result.categories.compliance.grade).toBe(UNSET_GRADE);
  });

  it('rejects a stored level outside the scale', () => {
    expect(() =>
      evaluateSelections({
        selectionQuestion: true,
        questions: [q('c1', 'compliance')],
        answers: [{ c1: 7 }],
      }),
    ).toThrow(RangeError);
  });

  it('property: the overall score is between 20 and 100 and the grade matches the shown score', () => {
    const question = fc.record({
      category: fc.constantFrom(...EVALUATION_CATEGORIES),
      polarity: fc.constantFrom('positive' as const, 'negative' as const),
    });
    fc.assert(
      fc.property(fc.array(question, { minLength: 1, maxLength: 12 }), fc.nat(), (qs, seed) => {
        const questions = qs.map((x, i) => ({ ...x, key: `q${i}` }));
        const answers = [0, 1, 2].map((r) =>
          Object.fromEntries(questions.map((x, i) => [x.key, ((seed + 7 * i + 3 * r) % 5) + 1])),
        );
        const result = evaluateSelections({ selectionQuestion: true, questions, answers });
        expect(result.totalScore).toBeGreaterThanOrEqual(20);
        expect(result.totalScore).toBeLessThanOrEqual(100);
        expect(result.totalGrade).toBe(gradeFor(result.totalScore ?? -1));
      }),
    );
  });
});
