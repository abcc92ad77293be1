import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../src/db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';

/**
 * The session memo (modules/auth/session.ts, modules/access/guards.ts): a company's burst of reads does not re-read its session each time,
 * yet every write is seen by the next request, and a session ended outside this process (another instance, the
 * database) stops working within the memo's time to live (200 ms here, 2 s in the product).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' }, sessionMemoMs: 200 });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const tokenOf = (cookie: string) =>
  decodeURIComponent(/(?:^|; )session=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

describe('session memo', () => {
  it('sees a write at once: an IP allow-list that excludes the caller refuses its next request', async () => {
    const owner = await signIn(t.app, 'owner', from('198.51.100.7'));
    const list = () =>
      t.app.inject({ url: '/api/talents', headers: { cookie: owner, ...from('198.51.100.7') } });
    expect((await list()).statusCode).toBe(200); // remembered now
    // A sub-account's address only: the owner's own address is refused by the next request, memo or not.
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/company/ip-rules',
      payload: { ipAddresses: ['198.51.100.7', '203.0.113.5'] },
      headers: { cookie: owner, ...from('198.51.100.7') },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const elsewhere = await t.app.inject({
      url: '/api/talents',
      headers: { cookie: owner, ...from('192.0.2.1') },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().code).toBe('ipNotAllowed');
    await t.app.inject({
      method: 'DELETE',
      url: '/api/company/ip-rules',
      headers: { cookie: owner, ...from('198.51.100.7') },
    });
    expect(
      (await t.app.inject({ url: '/api/talents', headers: { cookie: owner, ...from('192.0.2.1') } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a session ended in the database (another instance signed it out) once the memo has passed', async () => {
    const owner = await signIn(t.app, 'owner');
    const me = () => t.app.inject({ url: '/api/session', headers: { cookie: owner } });
    expect((await me()).statusCode).toBe(200);
    await t.app.services.database.db.delete(session).where(eq(session.token, tokenOf(owner)));
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await me()).statusCode).toBe(401);
  });
});
