import { describe, expect, it } from 'vitest';
import {
  canAnswerRegainTrust,
  endOfTokyoDay,
  isFollowUpDeadlineValid,
  regainTrustState,
} from './regain-trust.ts';

const at = (iso: string) => new Date(iso);

describe('regain-trust state', () => {
  it('is notSent, then waiting, then answered', () => {
    expect(regainTrustState({ excuseCreatedAt: null, excuseCompletedAt: null })).toBe('notSent');
    expect(regainTrustState({ excuseCreatedAt: at('2026-01-01T00:00Z'), excuseCompletedAt: null })).toBe(
      'waiting',
    );
    expect(
      regainTrustState({
        excuseCreatedAt: at('2026-01-01T00:00Z'),
        excuseCompletedAt: at('2026-01-02T00:00Z'),
      }),
    ).toBe('answered');
  });

  it('lets the candidate answer until the end of the deadline day in Tokyo', () => {
    const waiting = {
      excuseCreatedAt: at('2026-01-01T00:00Z'),
      excuseCompletedAt: null,
      excuseDeadline: at('2026-01-10T00:00+09:00'),
    };
    expect(canAnswerRegainTrust(waiting, at('2026-01-10T23:59:59+09:00'))).toBe(true);
    expect(canAnswerRegainTrust(waiting, at('2026-01-11T00:00:00+09:00'))).toBe(false);
    expect(canAnswerRegainTrust({ ...waiting, excuseDeadline: null }, at('2026-01-02T00:00Z'))).toBe(false);
    expect(
      canAnswerRegainTrust(
        { ...waiting, excuseCompletedAt: at('2026-01-03T00:00Z') },
        at('2026-01-04T00:00Z'),
      ),
    ).toBe(false);
    expect(canAnswerRegainTrust({ ...waiting, excuseCreatedAt: null }, at('2026-01-04T00:00Z'))).toBe(false);
  });

  it('ends a Tokyo day at the next Tokyo midnight', () => {
    expect(endOfTokyoDay(at('2026-03-31T20:00:00Z')).toISOString()).toBe('2026-04-01T15:00:00.000Z');
    expect(endOfTokyoDay(at('2026-03-31T14:59:59Z')).toISOString()).toBe('2026-03-31T15:00:00.000Z');
  });

  it('accepts a deadline of today or later (Tokyo)', () => {
    const now = at('2026-05-10T12:00+09:00');
    expect(isFollowUpDeadlineValid(at('2026-05-10T00:00+09:00'), now)).toBe(true);
    expect(isFollowUpDeadlineValid(at('2026-05-09T23:00+09:00'), now)).toBe(false);
  });
});
