import { describe, expect, it } from 'vitest';
import {
  apiKeyPrefix,
  apiRefereeState,
  bearerApiKey,
  IDEMPOTENCY_ABANDONED_MS,
  IDEMPOTENCY_WINDOW_MS,
  idempotencyOutcome,
  idempotencyStores,
  lastUsedDue,
  rateLimitHeaders,
} from './keys.ts';

const key = `rck_${'a'.repeat(43)}`;
const now = new Date('2026-11-26T00:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('API keys', () => {
  it('reads a Bearer header with a key of the right format only', () => {
    expect(bearerApiKey(`Bearer ${key}`)).toBe(key);
    expect(bearerApiKey(`bearer  ${key} `)).toBe(key);
    expect(bearerApiKey(key)).toBeNull();
    expect(bearerApiKey(`Basic ${key}`)).toBeNull();
    expect(bearerApiKey(`Bearer ${key}x`)).toBeNull();
    expect(bearerApiKey('Bearer rck_short')).toBeNull();
    expect(bearerApiKey(undefined)).toBeNull();
  });

  it('shows rck_ and 8 characters', () => {
    expect(apiKeyPrefix(key)).toBe('rck_aaaaaaaa');
  });

  it('writes the last use at most once a minute', () => {
    expect(lastUsedDue(null, now)).toBe(true);
    expect(lastUsedDue(ago(59_999), now)).toBe(false);
    expect(lastUsedDue(ago(60_000), now)).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  const stored = (
    over: Partial<{ requestHash: string; responseStatus: number | null; createdAt: Date }>,
  ) => ({
    requestHash: 'h',
    responseStatus: 201,
    createdAt: ago(1000),
    ...over,
  });
  it('claims a new or expired key, replays the same request, refuses another one', () => {
    expect(idempotencyOutcome(undefined, 'h', now)).toBe('claim');
    expect(idempotencyOutcome(stored({}), 'h', now)).toBe('replay');
    expect(idempotencyOutcome(stored({ requestHash: 'other' }), 'h', now)).toBe('mismatch');
    expect(idempotencyOutcome(stored({ createdAt: ago(IDEMPOTENCY_WINDOW_MS) }), 'other', now)).toBe('claim');
  });
  it('refuses a duplicate while the first is in flight, until it looks abandoned', () => {
    expect(idempotencyOutcome(stored({ responseStatus: null }), 'h', now)).toBe('inFlight');
    expect(
      idempotencyOutcome(
        stored({ responseStatus: null, createdAt: ago(IDEMPOTENCY_ABANDONED_MS) }),
        'h',
        now,
      ),
    ).toBe('claim');
  });
  it('stores successes and client errors, not server errors or 429', () => {
    expect([200, 201, 204, 400, 404, 409].every(idempotencyStores)).toBe(true);
    expect([429, 500, 503].some(idempotencyStores)).toBe(false);
  });
});

describe('RateLimit headers (IETF draft)', () => {
  it('names the quota, window, remaining and reset', () => {
    expect(
      rateLimitHeaders({
        policy: 'api-key',
        limit: 120,
        windowSeconds: 60,
        remaining: 7,
        resetSeconds: 12.2,
      }),
    ).toEqual({ 'RateLimit-Policy': '"api-key";q=120;w=60', RateLimit: '"api-key";r=7;t=13' });
    expect(
      rateLimitHeaders({ policy: 'p', limit: 1, windowSeconds: 60, remaining: -3, resetSeconds: -1 })
        .RateLimit,
    ).toBe('"p";r=0;t=0');
  });
});

describe('referee progress', () => {
  it('registered, consented, completed', () => {
    expect(apiRefereeState({ consentedAt: null, completedAt: null })).toBe('registered');
    expect(apiRefereeState({ consentedAt: now, completedAt: null })).toBe('consented');
    expect(apiRefereeState({ consentedAt: now, completedAt: now })).toBe('completed');
  });
  it('declined (issue 36), unless completed', () => {
    expect(apiRefereeState({ consentedAt: now, completedAt: null, declinedAt: now })).toBe('declined');
    expect(apiRefereeState({ consentedAt: null, completedAt: null, declinedAt: now })).toBe('declined');
    expect(apiRefereeState({ consentedAt: now, completedAt: now, declinedAt: now })).toBe('completed');
  });
});
