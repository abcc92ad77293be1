import { describe, expect, it } from 'vitest';
import {
  ATS_MAX_ATTEMPTS,
  atsAttemptOutcome,
  atsResultPayloadSchema,
  atsSettingsSchema,
  buildAtsPayload,
  formatAtsSignature,
  isAllowedAtsEndpoint,
  isRetryableAtsStatus,
  parseAtsSignature,
} from './push.ts';

describe('ATS push retries', () => {
  it('retries 429, 5xx and no answer; not other 4xx', () => {
    expect(isRetryableAtsStatus(0)).toBe(true);
    expect(isRetryableAtsStatus(429)).toBe(true);
    expect(isRetryableAtsStatus(500)).toBe(true);
    expect(isRetryableAtsStatus(503)).toBe(true);
    expect(isRetryableAtsStatus(400)).toBe(false);
    expect(isRetryableAtsStatus(401)).toBe(false);
    expect(isRetryableAtsStatus(404)).toBe(false);
  });

  it('decides each attempt: delivered on 2xx, retry while attempts remain, failed otherwise', () => {
    expect(atsAttemptOutcome(200, 1)).toBe('delivered');
    expect(atsAttemptOutcome(204, 3)).toBe('delivered');
    expect(atsAttemptOutcome(503, 1)).toBe('retry');
    expect(atsAttemptOutcome(429, ATS_MAX_ATTEMPTS - 1)).toBe('retry');
    expect(atsAttemptOutcome(503, ATS_MAX_ATTEMPTS)).toBe('failed');
    expect(atsAttemptOutcome(400, 1)).toBe('failed');
    expect(atsAttemptOutcome(301, 1)).toBe('failed');
  });
});

describe('ATS endpoint and settings', () => {
  it('accepts https anywhere and http only on this machine', () => {
    expect(isAllowedAtsEndpoint('https://ats.example.com/hooks/refcheck')).toBe(true);
    expect(isAllowedAtsEndpoint('http://localhost:8080/hook')).toBe(true);
    expect(isAllowedAtsEndpoint('http://127.0.0.1:9/hook')).toBe(true);
    expect(isAllowedAtsEndpoint('http://[::1]:9/hook')).toBe(true);
    expect(isAllowedAtsEndpoint('http://ats.example.com/hook')).toBe(false);
    expect(isAllowedAtsEndpoint('ftp://ats.example.com/hook')).toBe(false);
    expect(isAllowedAtsEndpoint('https://user:pw@ats.example.com/')).toBe(false);
    expect(isAllowedAtsEndpoint('not a url')).toBe(false);
  });

  it('validates the settings with catalog keys', () => {
    expect(atsSettingsSchema.parse({ endpointUrl: ' ', secret: '' })).toEqual({
      endpointUrl: '',
      secret: '',
    });
    expect(
      atsSettingsSchema.parse({ endpointUrl: 'https://a.example/h', secret: 'abcdefghijklmnop' }),
    ).toEqual({ endpointUrl: 'https://a.example/h', secret: 'abcdefghijklmnop' });
    const bad = atsSettingsSchema.safeParse({ endpointUrl: 'http://a.example/h', secret: 'short' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'company.atsEndpointInvalid',
      'company.atsSecretInvalid',
    ]);
    expect(
      atsSettingsSchema.safeParse({ endpointUrl: '', secret: 'ひらがなひらがなひらがなひらがな' }).success,
    ).toBe(false);
    expect(
      atsSettingsSchema.safeParse({ endpointUrl: `https://a.example/${'x'.repeat(2000)}`, secret: '' })
        .success,
    ).toBe(false);
  });
});

describe('ATS payload and signature', () => {
  it('builds the result with every category graded or 未', () => {
    const payload = buildAtsPayload({
      deliveryId: 'd1',
      sentAt: new Date('2026-01-02T03:04:05Z'),
      companyUid: 'c-uid',
      candidate: { id: 't1', name: '山田 太郎', email: 'y@example.com', compoundId: null },
      reportStatus: 'done',
      reportUrl: 'https://app.example/company/talents/t1/report',
      grades: { compliance: 'A', attendance: 'B', responsibility: 'x' },
      totalGrade: 'B',
      totalScore: 78.5,
    });
    expect(atsResultPayloadSchema.parse(payload)).toEqual(payload);
    expect(payload.sentAt).toBe('2026-01-02T03:04:05.000Z');
    expect(payload.grades).toEqual({
      compliance: 'A',
      attendance: 'B',
      responsibility: '未',
      attitude: '未',
      accomplishment: '未',
      tolerance: '未',
      goodImpression: '未',
    });
    expect(payload.total).toEqual({ grade: 'B', score: 78.5 });
    const empty = buildAtsPayload({ ...payloadInput(), totalGrade: null, totalScore: null });
    expect(empty.total).toEqual({ grade: '未', score: null });
  });

  it('formats and parses the Signature header', () => {
    const hex = 'a'.repeat(64);
    expect(formatAtsSignature(hex)).toBe(`sha256 ${hex}`);
    expect(parseAtsSignature(` sha256 ${hex} `)).toBe(hex);
    expect(parseAtsSignature(`sha1 ${hex}`)).toBeNull();
    expect(parseAtsSignature('sha256 xyz')).toBeNull();
    expect(parseAtsSignature(undefined)).toBeNull();
  });
});

function payloadInput() {
  return {
    deliveryId: 'd2',
    sentAt: new Date(0),
    companyUid: 'u',
    candidate: { id: 't', name: 'n', email: 'e@example.com', compoundId: 'X-1' },
    reportStatus: 'noReferee' as const,
    reportUrl: 'https://x.example/r',
    grades: {},
    totalGrade: null,
    totalScore: null,
  };
}
