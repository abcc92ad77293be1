import { describe, expect, it } from 'vitest';
import { BREAKDOWN_MAX, BREAKDOWN_MIN, MIN_UNDELETED_REFEREES_FOR_DELETE } from './constants.ts';
import { breakdownTotal, canMarkRefereeForDeletion, enoughReferees } from './referees.ts';

const breakdowns = [{ numberOfPeople: 2 }, { numberOfPeople: 1 }];

describe('breakdownTotal', () => {
  it('sums numberOfPeople', () => {
    expect(breakdownTotal(breakdowns)).toBe(3);
    expect(breakdownTotal([])).toBe(0);
    expect(breakdownTotal([{ numberOfPeople: BREAKDOWN_MIN }, { numberOfPeople: BREAKDOWN_MAX }])).toBe(11);
  });
});

describe('enoughReferees', () => {
  it('needs at least as many undeleted referees as requested', () => {
    expect(enoughReferees(3, breakdowns)).toBe(true);
    expect(enoughReferees(4, breakdowns)).toBe(true);
    expect(enoughReferees(2, breakdowns)).toBe(false);
  });
});

describe('canMarkRefereeForDeletion', () => {
  it('needs two undeleted referees', () => {
    expect(MIN_UNDELETED_REFEREES_FOR_DELETE).toBe(2);
    expect(canMarkRefereeForDeletion({ undeletedCount: 2, isRelationshipSelectedByCompany: false })).toBe(
      true,
    );
    expect(canMarkRefereeForDeletion({ undeletedCount: 1, isRelationshipSelectedByCompany: false })).toBe(
      false,
    );
  });
  it('is disabled when the company chose the relationship', () => {
    expect(canMarkRefereeForDeletion({ undeletedCount: 5, isRelationshipSelectedByCompany: true })).toBe(
      false,
    );
  });
});
