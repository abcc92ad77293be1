import { describe, expect, it } from 'vitest';
import {
  ATS_MAX_ATTEMPTS,
  atsAttemptOutcome,
  atsResultPayloadSchema,
  atsRetryDelaySeconds,
  buildAtsPayload,
  errorDetailOf,
  isAllowedSonarUrl,
  isRetryableAtsStatus,
  parseRetryAfter,
  sonarResultsUrl,
  sonarSettingsSchema,
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

  it('decides each attempt: delivered on 2xx, retry while attempts remain, 401 only with another key', () => {
    expect(atsAttemptOutcome(200, 1)).toBe('delivered');
    expect(atsAttemptOutcome(204, 3)).toBe('delivered');
    expect(atsAttemptOutcome(503, 1)).toBe('retry');
    expect(atsAttemptOutcome(429, ATS_MAX_ATTEMPTS - 1)).toBe('retry');
    expect(atsAttemptOutcome(503, ATS_MAX_ATTEMPTS)).toBe('failed');
    expect(atsAttemptOutcome(400, 1)).toBe('failed');
    expect(atsAttemptOutcome(301, 1)).toBe('failed');
    expect(atsAttemptOutcome(401, 1)).toBe('failed');
    expect(atsAttemptOutcome(401, 1, true)).toBe('retry');
    expect(atsAttemptOutcome(401, ATS_MAX_ATTEMPTS, true)).toBe('failed');
  });

  it('waits the doubled base delay, or Retry-After when longer, at most an hour', () => {
    expect(atsRetryDelaySeconds(1, 30, null)).toBe(30);
    expect(atsRetryDelaySeconds(3, 30, null)).toBe(120);
    expect(atsRetryDelaySeconds(1, 30, 90)).toBe(90);
    expect(atsRetryDelaySeconds(2, 30, 5)).toBe(60);
    expect(atsRetryDelaySeconds(1, 30, 86_400)).toBe(3600);
  });

  it('reads Retry-After as seconds or an HTTP date, and the detail of an error body', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10);
    expect(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(errorDetailOf('{"title":"Bad","detail":" compoundID is unknown "}')).toBe('compoundID is unknown');
    expect(errorDetailOf('{"detail":{"field":"x"}}')).toBe('{"field":"x"}');
    expect(errorDetailOf('{"message":"no detail"}')).toBeNull();
    expect(errorDetailOf('<html>')).toBeNull();
  });
});

describe('sonar connection settings', () => {
  it('accepts https anywhere and http only on this machine; posts to {base}/results', () => {
    expect(isAllowedSonarUrl('https://partner.sonar.example/api')).toBe(true);
    expect(isAllowedSonarUrl('http://localhost:8080/api')).toBe(true);
    expect(isAllowedSonarUrl('http://127.0.0.1:9/api')).toBe(true);
    expect(isAllowedSonarUrl('http://[::1]:9/api')).toBe(true);
    expect(isAllowedSonarUrl('http://sonar.example.com/api')).toBe(false);
    expect(isAllowedSonarUrl('ftp://sonar.example.com/api')).toBe(false);
    expect(isAllowedSonarUrl('https://user:pw@sonar.example.com/')).toBe(false);
    expect(isAllowedSonarUrl('not a url')).toBe(false);
    expect(sonarResultsUrl('https://a.example/api/')).toBe('https://a.example/api/results');
  });

  it('validates the operator’s settings with catalog keys', () => {
    expect(sonarSettingsSchema.parse({ baseUrl: ' ', primaryKey: '', secondaryKey: '' })).toEqual({
      baseUrl: '',
      primaryKey: '',
      secondaryKey: '',
      clearKeys: false,
    });
    const bad = sonarSettingsSchema.safeParse({
      baseUrl: 'http://a.example/h',
      primaryKey: 'キー',
      secondaryKey: 'x'.repeat(201),
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message).sort()).toEqual([
      'admin.sonarBaseUrlInvalid',
      'admin.sonarKeyInvalid',
      'admin.sonarKeyInvalid',
    ]);
  });
});

describe('ATS payload', () => {
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
