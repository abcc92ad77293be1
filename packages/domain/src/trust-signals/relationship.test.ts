import { describe, expect, it } from 'vitest';
import { isRelationshipCorrected } from './relationship.ts';

const stated = { relationship: '元上司', from: '2020-04', to: '2024-03' };

describe('isRelationshipCorrected', () => {
  it('is not a correction when the referee confirms, spacing and width aside', () => {
    expect(isRelationshipCorrected(stated, { ...stated, relationship: ' 元上司　' })).toBe(false);
    expect(isRelationshipCorrected(stated, null)).toBe(false);
  });
  it('is a correction when the relationship or either end of the period changes', () => {
    expect(isRelationshipCorrected(stated, { ...stated, relationship: '同僚' })).toBe(true);
    expect(isRelationshipCorrected(stated, { ...stated, from: '2021-04' })).toBe(true);
    expect(isRelationshipCorrected(stated, { ...stated, to: null })).toBe(true);
  });
});
