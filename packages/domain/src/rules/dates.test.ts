import { describe, expect, it } from 'vitest';
import { DEFAULT_ESTIMATED_MINUTES } from './constants.ts';
import { answerTimeEstimate, defaultDeadline, estimatedMinutes, formatDeadline } from './dates.ts';

describe('answerTimeEstimate', () => {
  it('is the server default of 25 minutes while the question set is unknown', () => {
    expect(DEFAULT_ESTIMATED_MINUTES).toBe(25);
    expect(answerTimeEstimate(undefined)).toBe(25);
    expect(answerTimeEstimate(null)).toBe(25);
    expect(answerTimeEstimate(0)).toBe(25);
  });
  it('is 0.8 minutes per question, rounded up, once the questions are known', () => {
    expect(answerTimeEstimate(1)).toBe(1);
    expect(answerTimeEstimate(5)).toBe(4);
    // The default sets: 8 descriptions + 16 selections (fulltime) or + 18 (rookie).
    expect(answerTimeEstimate(24)).toBe(20);
    expect(answerTimeEstimate(26)).toBe(21);
    expect(answerTimeEstimate(40)).toBe(32);
  });
  it('refuses a count that is not a whole number', () => {
    expect(() => answerTimeEstimate(-3)).toThrow(RangeError);
    expect(() => answerTimeEstimate(2.5)).toThrow(RangeError);
  });
});

describe('estimatedMinutes', () => {
  it('is 0.8 minutes per question rounded up', () => {
    expect(estimatedMinutes(0)).toBe(0);
    expect(estimatedMinutes(1)).toBe(1);
    expect(estimatedMinutes(5)).toBe(4);
    expect(estimatedMinutes(6)).toBe(5);
    expect(estimatedMinutes(15)).toBe(12);
    expect(estimatedMinutes(24)).toBe(20);
    expect(estimatedMinutes(26)).toBe(21);
  });
  it('rejects negative and fractional counts', () => {
    expect(() => estimatedMinutes(-1)).toThrow(RangeError);
    expect(() => estimatedMinutes(1.5)).toThrow(RangeError);
  });
});

describe('defaultDeadline', () => {
  it('is exactly 7 days from now', () => {
    expect(defaultDeadline(new Date('2025-03-28T10:00:00Z')).toISOString()).toBe('2025-04-04T10:00:00.000Z');
  });
});

describe('formatDeadline', () => {
  const date = new Date('2025-03-31T15:30:00Z'); // 00:30 JST on 1 April
  it('uses the Tokyo date in YYYY年MM月DD日 for jp', () => {
    expect(formatDeadline(date, 'jp')).toBe('2025年04月01日');
  });
  it('uses DD/MM/YYYY for en and cn', () => {
    expect(formatDeadline(date, 'en')).toBe('01/04/2025');
    expect(formatDeadline(date, 'cn')).toBe('01/04/2025');
  });
});
