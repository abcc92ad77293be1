import { describe, expect, it } from 'vitest';
import { findSharedKeys, normalizeEmail } from './shared-keys.ts';

describe('findSharedKeys', () => {
  it('pairs referees sharing any key and lists those sharing one with the candidate', () => {
    const result = findSharedKeys({
      candidateKeys: ['dev-c'],
      referees: [
        { id: 'r1', keys: ['dev-1', 'dev-x'] },
        { id: 'r2', keys: ['dev-x'] },
        { id: 'r3', keys: ['dev-c'] },
        { id: 'r4', keys: ['dev-4'] },
      ],
    });
    expect(result).toEqual({ refereePairs: [['r1', 'r2']], withCandidate: ['r3'] });
  });
  it('never matches empty or missing keys', () => {
    const result = findSharedKeys({
      candidateKeys: ['', null],
      referees: [
        { id: 'r1', keys: ['', ' ', undefined] },
        { id: 'r2', keys: [null, ''] },
      ],
    });
    expect(result).toEqual({ refereePairs: [], withCandidate: [] });
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail(' Taro@Example.JP ')).toBe('taro@example.jp');
    expect(normalizeEmail('  ')).toBeNull();
  });
});
