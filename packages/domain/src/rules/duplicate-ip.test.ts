import { describe, expect, it } from 'vitest';
import { findDuplicateIps } from './duplicate-ip.ts';

describe('findDuplicateIps', () => {
  it('pairs referees sharing an address and referees sharing the candidate’s', () => {
    const result = findDuplicateIps({
      candidateIp: '203.0.113.7',
      referees: [
        { id: 'r1', ipAddress: '198.51.100.1' },
        { id: 'r2', ipAddress: ' 198.51.100.1 ' },
        { id: 'r3', ipAddress: '203.0.113.7' },
        { id: 'r4', ipAddress: '192.0.2.9' },
        { id: 'r5', ipAddress: '2001:DB8::1' },
        { id: 'r6', ipAddress: '2001:db8::1' },
      ],
    });
    expect(result.pairs).toEqual([
      { kind: 'referees', ip: '198.51.100.1', refereeIds: ['r1', 'r2'] },
      { kind: 'candidate', ip: '203.0.113.7', refereeId: 'r3' },
      { kind: 'referees', ip: '2001:db8::1', refereeIds: ['r5', 'r6'] },
    ]);
    expect([...result.flaggedRefereeIds].sort()).toEqual(['r1', 'r2', 'r3', 'r5', 'r6']);
    expect(result.candidateFlagged).toBe(true);
  });
  it('lists every pair when three referees share one address', () => {
    const referees = ['a', 'b', 'c'].map((id) => ({ id, ipAddress: '10.0.0.1' }));
    expect(findDuplicateIps({ referees }).pairs.map((p) => p.kind === 'referees' && p.refereeIds)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
  });
  it('ignores empty, blank and missing addresses', () => {
    const result = findDuplicateIps({
      candidateIp: '',
      referees: [
        { id: 'r1', ipAddress: '' },
        { id: 'r2', ipAddress: '  ' },
        { id: 'r3', ipAddress: null },
        { id: 'r4' },
      ],
    });
    expect(result).toEqual({ pairs: [], flaggedRefereeIds: new Set(), candidateFlagged: false });
  });
});
