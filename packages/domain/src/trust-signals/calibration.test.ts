import { describe, expect, it } from 'vitest';
import { COPIED_ANSWERS, HONEST_ANSWERS } from './calibration-corpus.ts';
import { SIMILAR_TEXT_THRESHOLD, textSimilarity } from './similarity.ts';

// The calibration of SIMILAR_TEXT_THRESHOLD, kept as a test: a change of shingle size, normalisation or threshold
// that lets an honest pair through or misses a copy fails here.
describe('similar-text threshold calibration', () => {
  const honestPairs = HONEST_ANSWERS.flatMap((group) =>
    group.flatMap((a, i) => group.slice(i + 1).map((b) => textSimilarity(a, b))),
  );
  const copies = COPIED_ANSWERS.map((c) => textSimilarity(HONEST_ANSWERS[0]![c.original]!, c.text));

  it('keeps every pair of independent answers to one question under the threshold, with a margin', () => {
    expect(honestPairs.length).toBe(15 + 10 + 6);
    expect(Math.max(...honestPairs)).toBeLessThan(SIMILAR_TEXT_THRESHOLD / 2);
  });

  it('catches every copy, reordered, lightly edited or lengthened', () => {
    expect(Math.min(...copies)).toBeGreaterThanOrEqual(SIMILAR_TEXT_THRESHOLD);
  });
});
