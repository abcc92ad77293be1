/**
 * API keys and the public API's request rules (issue 25): the key's format, the Bearer header, the last-used
 * precision, Idempotency-Key replays and the IETF RateLimit headers. Pure: the clock is passed in.
 */

/** Every key starts with this, so a leaked key is recognisable (secret scanners) and told from other tokens. */
export const API_KEY_PREFIX = 'rck_';
/** `rck_` and 43 base64url characters (32 random bytes). */
export const API_KEY_PATTERN = /^rck_[A-Za-z0-9_-]{43}$/;
/** How much of a key /config shows to tell keys apart: `rck_` and 8 characters. */
export const API_KEY_VISIBLE_LENGTH = 12;
/** `last_used_at` is written at most once a minute per key. */
export const API_KEY_LAST_USED_PRECISION_MS = 60_000;

/** The visible part of a key. */
export function apiKeyPrefix(key: string): string {
  return key.slice(0, API_KEY_VISIBLE_LENGTH);
}

/** The key of an `Authorization: Bearer <key>` header when it has the key's format, else null. */
export function bearerApiKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const key = match?.[1];
  return key && API_KEY_PATTERN.test(key) ? key : null;
}

/** Whether a use at `now` should write `last_used_at` (never written, or written over a minute ago). */
export function lastUsedDue(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= API_KEY_LAST_USED_PRECISION_MS;
}

/** A stored answer is replayed for 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A claim without an answer after this long is taken for a crashed request and may be claimed again. */
export const IDEMPOTENCY_ABANDONED_MS = 60_000;
/** Printable ASCII without spaces, 1–255 characters (a UUID is the usual choice). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface StoredIdempotency {
  requestHash: string;
  /** null while the first request is still running. */
  responseStatus: number | null;
  createdAt: Date;
}

/**
 * What a request carrying an Idempotency-Key does, given the row stored under the key: `claim` it (none, or
 * expired, or abandoned), `replay` the stored answer, or refuse with 409 (`mismatch`: another request under the
 * same key; `inFlight`: the first one is still running).
 */
export function idempotencyOutcome(
  stored: StoredIdempotency | undefined,
  requestHash: string,
  now: Date,
): 'claim' | 'replay' | 'mismatch' | 'inFlight' {
  if (!stored) return 'claim';
  const age = now.getTime() - stored.createdAt.getTime();
  if (age >= IDEMPOTENCY_WINDOW_MS) return 'claim';
  if (stored.requestHash !== requestHash) return 'mismatch';
  if (stored.responseStatus !== null) return 'replay';
  return age >= IDEMPOTENCY_ABANDONED_MS ? 'claim' : 'inFlight';
}

/** Answers stored for replay: success and the client's own errors (a 5xx may succeed when retried). */
export function idempotencyStores(status: number): boolean {
  return status < 500 && status !== 429;
}

export interface RateLimitState {
  /** The policy's name in the headers. */
  policy: string;
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

/**
 * The `RateLimit-Policy` and `RateLimit` headers of the IETF httpapi ratelimit-headers draft (structured fields:
 * quota `q` per window `w` seconds; remaining `r`, seconds to reset `t`).
 */
export function rateLimitHeaders(state: RateLimitState): Record<'RateLimit-Policy' | 'RateLimit', string> {
  const name = `"${state.policy}"`;
  return {
    'RateLimit-Policy': `${name};q=${state.limit};w=${state.windowSeconds}`,
    RateLimit: `${name};r=${Math.max(0, state.remaining)};t=${Math.max(0, Math.ceil(state.resetSeconds))}`,
  };
}

/** A referee's progress as the public API shows it (no personal data beyond the name). */
export type ApiRefereeState = 'registered' | 'consented' | 'completed' | 'declined';

export function apiRefereeState(referee: {
  consentedAt: Date | null;
  completedAt: Date | null;
  declinedAt?: Date | null;
}): ApiRefereeState {
  if (referee.completedAt) return 'completed';
  if (referee.declinedAt) return 'declined';
  return referee.consentedAt ? 'consented' : 'registered';
}
