import { describe, expect, it } from 'vitest';
import { isFastCompletion } from './fast-answers.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 10, 0) + minutes * 60_000);

describe('isFastCompletion', () => {
  // 25 questions: 0.8 min each = 20 minutes estimated; a third is 6 min 40 s.
  it('flags a completion under a third of the estimate', () => {
    expect(isFastCompletion({ firstAnswerAt: at(0), completedAt: at(6), questionCount: 25 })).toBe(true);
  });
  it('does not flag at or above a third', () => {
    expect(isFastCompletion({ firstAnswerAt: at(0), completedAt: at(6 + 40 / 60), questionCount: 25 })).toBe(
      false,
    );
    expect(isFastCompletion({ firstAnswerAt: at(0), completedAt: at(15), questionCount: 25 })).toBe(false);
  });
  it('never flags on unknown or inconsistent times', () => {
    expect(isFastCompletion({ firstAnswerAt: null, completedAt: at(1), questionCount: 25 })).toBe(false);
    expect(isFastCompletion({ firstAnswerAt: at(0), completedAt: undefined, questionCount: 25 })).toBe(false);
    expect(isFastCompletion({ firstAnswerAt: at(5), completedAt: at(1), questionCount: 25 })).toBe(false);
    expect(isFastCompletion({ firstAnswerAt: at(0), completedAt: at(0), questionCount: 0 })).toBe(false);
  });
});
