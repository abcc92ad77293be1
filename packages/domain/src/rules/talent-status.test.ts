import { describe, expect, it } from 'vitest';
import { TALENT_STATUSES, type TalentStatus } from '../enums.ts';
import { isLeft, isTalentEventAllowed, nextTalentStatus, TALENT_EVENTS } from './talent-status.ts';

const at = new Date('2025-05-01T03:00:00Z');

describe('nextTalentStatus', () => {
  it('moves a new candidate to mailSend when the invitation is sent', () => {
    expect(nextTalentStatus('talentRegistered', { type: 'mailSent' })).toEqual({
      allowed: true,
      status: 'mailSend',
    });
  });
  it('never moves a candidate back when the invitation is sent again', () => {
    for (const status of [
      'mailSend',
      'agreeToPrivacyPolicy',
      'refereesRegistered',
      'refereesAnswered',
    ] as const) {
      expect(nextTalentStatus(status, { type: 'mailSent' })).toEqual({ allowed: true, status });
    }
  });
  it('records the privacy-policy consent without moving back', () => {
    expect(nextTalentStatus('mailSend', { type: 'privacyAgreed' }).status).toBe('agreeToPrivacyPolicy');
    expect(nextTalentStatus('talentRegistered', { type: 'privacyAgreed' }).status).toBe(
      'agreeToPrivacyPolicy',
    );
    expect(nextTalentStatus('refereesRegistered', { type: 'privacyAgreed' })).toEqual({
      allowed: true,
      status: 'refereesRegistered',
    });
  });
  it('sets refereesRegistered and clears completedAt when a referee is added', () => {
    for (const status of ['agreeToPrivacyPolicy', 'refereesRegistered', 'refereesAnswered'] as const) {
      expect(nextTalentStatus(status, { type: 'refereeAdded' })).toEqual({
        allowed: true,
        status: 'refereesRegistered',
        completedAt: null,
      });
    }
  });
  it('refuses a referee before the candidate agreed to the privacy policy', () => {
    expect(nextTalentStatus('mailSend', { type: 'refereeAdded' })).toEqual({
      allowed: false,
      status: 'mailSend',
    });
    expect(isTalentEventAllowed('talentRegistered', 'refereeAdded')).toBe(false);
  });
  it('completes when all referees answered, setting completedAt', () => {
    expect(nextTalentStatus('refereesRegistered', { type: 'allRefereesAnswered', at })).toEqual({
      allowed: true,
      status: 'refereesAnswered',
      completedAt: at,
    });
    expect(nextTalentStatus('refereesAnswered', { type: 'allRefereesAnswered', at })).toEqual({
      allowed: true,
      status: 'refereesAnswered',
    });
    expect(nextTalentStatus('agreeToPrivacyPolicy', { type: 'allRefereesAnswered', at }).allowed).toBe(false);
  });
  it('never lowers the step of a candidate except when a referee is added after completion', () => {
    const step = TALENT_STATUSES.indexOf.bind(TALENT_STATUSES);
    for (const status of TALENT_STATUSES) {
      for (const type of TALENT_EVENTS) {
        const event = type === 'allRefereesAnswered' ? { type, at } : { type };
        const next = nextTalentStatus(status as TalentStatus, event);
        if (!(status === 'refereesAnswered' && type === 'refereeAdded')) {
          expect(step(next.status)).toBeGreaterThanOrEqual(step(status));
        }
      }
    }
  });
});

describe('isLeft', () => {
  const deadline = new Date('2025-01-01T14:59:00Z'); // 23:59 JST, 1 January
  it('is not left on day 60 after the deadline (Tokyo calendar days)', () => {
    expect(isLeft({ status: 'refereesRegistered', deadline }, new Date('2025-03-02T14:59:59Z'))).toBe(false); // 23:59 JST 2 Mar
  });
  it('is left from day 61, even one minute into it', () => {
    expect(isLeft({ status: 'refereesRegistered', deadline }, new Date('2025-03-02T15:00:00Z'))).toBe(true); // 00:00 JST 3 Mar
  });
  it('is never left once all referees answered, or without a deadline', () => {
    expect(isLeft({ status: 'refereesAnswered', deadline }, new Date('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isLeft({ status: 'mailSend', deadline: null }, new Date('2026-01-01T00:00:00Z'))).toBe(false);
  });
});
