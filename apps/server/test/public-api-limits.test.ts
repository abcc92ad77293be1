/**
 * The public API's Idempotency-Key (same key and body → the first answer for 24 hours; another body or a duplicate
 * in flight → 409) and its per-key rate limit (IETF RateLimit / RateLimit-Policy headers, 429 with Retry-After).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiIdempotency, talents } from '../src/db/schema/index.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, dbKind, signIn, type TestApp } from './helpers.ts';
import { checkAnswersAgainstDocument, V1_CONTRACT } from './support/openapi-contract.ts';
import { candidateBody } from './talent-helpers.ts';

const LIMIT = 8;

describe(`public API v1: idempotency and rate limits (${dbKind})`, () => {
  let t: TestApp;
  /** Every /api/v1 answer below is checked against /api/v1/openapi.json (issue 38). */
  let contract: Awaited<ReturnType<typeof checkAnswersAgainstDocument>>;
  let owner: string;
  let companyId: string;
  const newKey = async (name: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/api-keys',
        headers: { cookie: owner },
        payload: { name },
      })
    ).json() as { id: string; key: string };
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_API_LIMIT_PER_MINUTE: String(LIMIT) } });
    const seeded = await seedTestCompany(t.app.services.database.db, t.app.services.auth, {
      state: 'active',
    });
    owner = await signIn(t.app, { email: seeded.owner.email, password: seeded.password });
    companyId = seeded.companyId;
    contract = await checkAnswersAgainstDocument(t.app, V1_CONTRACT);
  }, 120_000);
  afterAll(() => t?.close());

  const post = (key: string, idem: string | undefined, payload: object, url = '/api/v1/candidates') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${key}`, ...(idem ? { 'idempotency-key': idem } : {}) },
      payload,
    });
  const count = async () =>
    (await t.app.services.database.db.select().from(talents).where(eq(talents.companyId, companyId))).length;

  it('replays the stored answer for the same key and body, creates nothing twice', async () => {
    const { key } = await newKey('idem');
    const body = candidateBody({ externalId: 'ATS-IDEM' });
    const before = await count();
    const first = await post(key, 'req-1', body);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await post(key, 'req-1', body);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await count()).toBe(before + 1);
    // A client error is replayed too (the same request would fail the same way).
    const invalid = { ...body, email: 'not-an-email' };
    const bad = await post(key, 'req-2', invalid);
    expect(bad.statusCode).toBe(400);
    const badAgain = await post(key, 'req-2', invalid);
    expect(badAgain.statusCode).toBe(400);
    expect(badAgain.headers['content-type']).toContain('application/problem+json');
    expect(badAgain.json()).toEqual(bad.json());
  });

  it('refuses another body under a used key (409), and a malformed key (400)', async () => {
    const { key } = await newKey('mismatch');
    expect((await post(key, 'req-x', candidateBody({ name: '一人目' }))).statusCode).toBe(201);
    const other = await post(key, 'req-x', candidateBody({ name: '二人目' }));
    expect(other.statusCode).toBe(409);
    expect(other.headers['content-type']).toContain('application/problem+json');
    expect(other.json()).toMatchObject({ status: 409, code: 'api.idempotencyKeyReused' });
    const malformed = await post(key, 'has space', candidateBody());
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('api.idempotencyKeyInvalid');
  });

  it('keys are per API key: the same Idempotency-Key under another key is a new request', async () => {
    const one = await newKey('one');
    const two = await newKey('two');
    const body = candidateBody();
    const first = await post(one.key, 'shared', body);
    const second = await post(two.key, 'shared', body);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('refuses a concurrent duplicate while the first is in flight (409), then replays', async () => {
    const { key } = await newKey('concurrent');
    const body = candidateBody();
    const answers = await Promise.all([post(key, 'race', body), post(key, 'race', body)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    // Either the second arrived while the first ran (409 in flight) or after it answered (a replay).
    expect([
      [201, 409],
      [201, 201],
    ]).toContainEqual(statuses);
    const conflictAnswer = answers.find((r) => r.statusCode === 409);
    if (conflictAnswer) expect(conflictAnswer.json().code).toBe('api.idempotencyInFlight');
    const later = await post(key, 'race', body);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBe('true');
  });

  it('an in-flight claim is refused with 409 until it is answered', async () => {
    const { id, key } = await newKey('stuck');
    const body = candidateBody();
    // The first request is still running: its claim has no answer yet.
    const first = await post(key, 'slow', body);
    await t.app.services.database.db
      .update(apiIdempotency)
      .set({ responseStatus: null, responseBody: null, createdAt: new Date() })
      .where(eq(apiIdempotency.apiKeyId, id));
    const duplicate = await post(key, 'slow', body);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('api.idempotencyInFlight');
    expect(first.statusCode).toBe(201);
  });

  it('counts per key with RateLimit headers; over the limit 429 with Retry-After; other keys unaffected', async () => {
    const { key } = await newKey('limited');
    const get = (k: string) =>
      t.app.inject({ url: '/api/v1/candidates?limit=1', headers: { authorization: `Bearer ${k}` } });
    for (let i = 1; i <= LIMIT; i++) {
      const res = await get(key);
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe(`"api-key";q=${LIMIT};w=60`);
      expect(res.headers.ratelimit).toMatch(new RegExp(`^"api-key";r=${LIMIT - i};t=\\d+$`));
    }
    const over = await get(key);
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toContain('application/problem+json');
    expect(over.json().code).toBe('tooManyRequests');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.headers.ratelimit).toMatch(/^"api-key";r=0;t=\d+$/);
    // POSTs share the key's budget.
    expect((await post(key, undefined, candidateBody())).statusCode).toBe(429);
    const fresh = await newKey('fresh');
    expect((await get(fresh.key)).statusCode).toBe(200);
  });

  it('every /api/v1 answer above matches /api/v1/openapi.json (independent validator)', () => {
    expect(contract.checked).toBeGreaterThan(20);
    expect(contract.violations).toEqual([]);
  });
});
