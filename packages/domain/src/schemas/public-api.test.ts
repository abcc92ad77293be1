import { describe, expect, it } from 'vitest';
import { apiKeyCreateSchema } from './api-key.ts';
import { candidateRowSchema } from './candidate-row.ts';
import { v1CandidateCreateSchema, v1CandidateListQuerySchema, v1InvitationSchema } from './public-api.ts';

const body = {
  name: '山田 太郎',
  email: 'taro@example.jp',
  countryCode: '+81',
  phoneNumber: '09012345678',
  deadline: '2026-12-20T23:59:59+09:00',
  refereeBreakdown: [
    { relationship: 'directSupervisor', timeWorkingTogether: 'currentJub', numberOfPeople: 1 },
  ],
};

describe('public API v1 schemas', () => {
  it('sendInvitation: none by default, now, or an ISO date-time with its offset', () => {
    expect(v1CandidateCreateSchema.parse(body).sendInvitation).toBe('none');
    expect(v1CandidateCreateSchema.parse({ ...body, sendInvitation: 'now' }).sendInvitation).toBe('now');
    const at = '2026-12-01T09:00:00+09:00';
    expect(v1CandidateCreateSchema.parse({ ...body, sendInvitation: at }).sendInvitation).toBe(at);
    for (const wrong of ['later', '2026-12-01', 42])
      expect(v1CandidateCreateSchema.safeParse({ ...body, sendInvitation: wrong }).success).toBe(false);
  });

  it('externalId: optional, trimmed, blank is none, at most 100 characters', () => {
    expect(candidateRowSchema.parse({ ...body, externalId: ' ATS-1 ' }).externalId).toBe('ATS-1');
    expect(candidateRowSchema.parse({ ...body, externalId: '  ' }).externalId).toBeUndefined();
    expect(candidateRowSchema.parse(body).externalId).toBeUndefined();
    const long = candidateRowSchema.safeParse({ ...body, externalId: 'x'.repeat(101) });
    expect(long.success ? null : long.error.issues[0]!.message).toBe('validation.tooLong');
  });

  it('list query: coerced limit within 1–100, a status, an ISO updatedSince', () => {
    expect(v1CandidateListQuerySchema.parse({ limit: '5' }).limit).toBe(5);
    expect(v1CandidateListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(v1CandidateListQuerySchema.safeParse({ status: 'nope' }).success).toBe(false);
    expect(v1CandidateListQuerySchema.safeParse({ updatedSince: '2026-11-01T00:00:00Z' }).success).toBe(true);
    expect(v1CandidateListQuerySchema.safeParse({ updatedSince: 'yesterday' }).success).toBe(false);
  });

  it('invitation: no `at` sends now; `at` is a date', () => {
    expect(v1InvitationSchema.parse({}).at).toBeUndefined();
    expect(v1InvitationSchema.parse({ at: '2026-12-01T09:00:00+09:00' }).at).toBeInstanceOf(Date);
    expect(v1InvitationSchema.safeParse({ at: 'soon' }).success).toBe(false);
  });

  it('an API key needs a name', () => {
    expect(apiKeyCreateSchema.safeParse({ name: ' ' }).error!.issues[0]!.message).toBe(
      'validation.apiKeyNameRequired',
    );
    expect(apiKeyCreateSchema.parse({ name: ' ATS ' }).name).toBe('ATS');
  });
});
