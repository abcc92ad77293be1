import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEvents, companies, companyIpRules, user } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { createTestApp, latestCode, signIn, signInPassword, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OWNER = { email: 'owner@acme.test', password: DEMO_PASSWORD };
const OWNER_PHONE = '+819000000002';

async function challenge(credentials = OWNER, rememberMe?: boolean) {
  const { response, cookie } = await signInPassword(t.app, {
    ...credentials,
    ...(rememberMe === undefined ? {} : { rememberMe }),
  });
  expect(response.statusCode).toBe(200);
  return cookie;
}

async function sendCode(cookie: string) {
  const since = new Date(Date.now() - 1000);
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/send-otp',
    payload: {},
    headers: { cookie },
  });
  expect(sent.statusCode).toBe(200);
  return latestCode(t.app, OWNER_PHONE, since);
}

const verify = (cookie: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-otp',
    payload: { code },
    headers: { cookie },
  });

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('two-step login', () => {
  it('asks for the SMS code after the password and gives no session before it', async () => {
    const { response, cookie } = await signInPassword(t.app, OWNER);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
    const code = await sendCode(cookie);
    const [sms] = await t.app.services.outbox.list({ to: OWNER_PHONE, limit: 1 });
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain(code);
    const ok = await verify(cookie, code);
    expect(ok.statusCode).toBe(200);
    const session = ([] as string[])
      .concat(ok.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('session='));
    const me = await t.app.inject({ url: '/api/session', headers: { cookie: session!.split(';')[0]! } });
    expect(me.json().user.email).toBe('owner@acme.test');
  });

  it('rejects a wrong code with INVALID_CODE, and a used code is not accepted twice', async () => {
    const cookie = await challenge();
    const code = await sendCode(cookie);
    const bad = await verify(cookie, wrong(code));
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('INVALID_CODE');
    expect((await verify(cookie, code)).statusCode).toBe(200);
    expect((await verify(cookie, code)).statusCode).toBeGreaterThanOrEqual(400);
  });

  it('stops accepting the code after 5 wrong tries', async () => {
    const cookie = await challenge();
    const code = await sendCode(cookie);
    for (let i = 0; i < 5; i++) expect((await verify(cookie, wrong(code))).statusCode).toBe(401);
    const locked = await verify(cookie, code);
    expect(locked.statusCode).toBe(400);
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');
  });

  it('expires the code after 5 minutes', async () => {
    const cookie = await challenge();
    const code = await sendCode(cookie);
    vi.useFakeTimers({ now: Date.now() + 5 * 60 * 1000 + 1000, toFake: ['Date'] });
    try {
      const late = await verify(cookie, code);
      expect(late.statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers codeSendFailed when the SMS cannot be queued', async () => {
    const cookie = await challenge();
    const spy = vi.spyOn(t.app.services.outbox, 'send').mockRejectedValueOnce(new Error('down'));
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/send-otp',
        payload: {},
        headers: { cookie },
      });
      expect(sent.statusCode).toBe(502);
      expect(sent.json()).toMatchObject({ code: 'codeSendFailed', title: '認証コードの送信に失敗しました' });
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps the login only when asked: persistent cookie with rememberMe, browser-session cookie without', async () => {
    for (const rememberMe of [true, false]) {
      const cookie = await challenge(OWNER, rememberMe);
      const ok = await verify(cookie, await sendCode(cookie));
      const session = ([] as string[])
        .concat(ok.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('session='));
      if (rememberMe) expect(session).toMatch(/Max-Age=\d+/i);
      else expect(session).not.toMatch(/Max-Age|Expires/i);
    }
  });

  it('gives a session right away to a user without a phone (the web app then asks for phone registration)', async () => {
    await t.app.services.database.db
      .update(user)
      .set({ phoneNumber: null, twoFactorEnabled: false })
      .where(eq(user.email, 'owner@light.test'));
    const { response, cookie } = await signInPassword(t.app, {
      email: 'owner@light.test',
      password: DEMO_PASSWORD,
    });
    expect(response.json().twoFactorRedirect).toBeUndefined();
    const me = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(me.json().user.hasPhone).toBe(false);
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const a = await signInPassword(t.app, { email: 'owner@acme.test', password: 'nope-nope' });
    const b = await signInPassword(t.app, { email: 'nobody@acme.test', password: 'nope-nope' });
    expect(a.response.statusCode).toBe(401);
    expect(b.response.statusCode).toBe(401);
    expect(a.response.json().code).toBe(b.response.json().code);
  });

  it('writes an auth_events row per attempt and code', async () => {
    await signInPassword(t.app, { email: 'owner@acme.test', password: 'nope-nope' });
    const rows = await t.app.services.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.email, 'owner@acme.test'));
    expect(
      rows.some((r) => r.kind === 'sign-in' && r.result.startsWith('fail:') && r.ip === '127.0.0.1'),
    ).toBe(true);
    expect(rows.some((r) => r.kind === 'sign-in' && r.result === 'ok:codeRequired' && r.userId)).toBe(true);
    const all = await t.app.services.database.db.select().from(authEvents);
    expect(all.some((r) => r.kind === 'code-verify' && r.result === 'ok')).toBe(true);
    expect(all.some((r) => r.kind === 'code-verify' && r.result === 'fail:INVALID_CODE')).toBe(true);
    expect(all.some((r) => r.kind === 'code-send' && r.result === 'fail:codeSendFailed')).toBe(true);
  });

  it('counts logins by the spec rule on each completed sign-in', async () => {
    const db = t.app.services.database.db;
    const before = (await db.select().from(companies).where(eq(companies.name, '株式会社アクメ')))[0]!;
    await signIn(t.app, 'owner');
    const after = (await db.select().from(companies).where(eq(companies.id, before.id)))[0]!;
    expect(after.loginCount).toBe(before.loginCount + 1);
    await db.update(companies).set({ loginCount: -1 }).where(eq(companies.id, before.id));
    await signIn(t.app, 'owner');
    expect((await db.select().from(companies).where(eq(companies.id, before.id)))[0]!.loginCount).toBe(2);
  });
});

describe('IP allow-list', () => {
  it('refuses sign-in and requests from an address outside the list; admins are exempt', async () => {
    const db = t.app.services.database.db;
    const [acme] = await db.select().from(companies).where(eq(companies.name, '株式会社アクメ'));
    const cookie = await signIn(t.app, 'owner');
    await db.insert(companyIpRules).values({ companyId: acme!.id, cidr: '10.0.0.0/8', position: 0 });
    try {
      const denied = await signInPassword(t.app, OWNER);
      expect(denied.response.statusCode).toBe(403);
      expect(denied.response.json()).toMatchObject({
        code: 'ipNotAllowed',
        title: 'ご使用のIPアドレスではログインできません。',
      });
      expect(denied.response.headers['set-cookie']).toBeUndefined();
      const request = await t.app.inject({ url: '/api/session', headers: { cookie } });
      expect(request.statusCode).toBe(403);
      expect(request.json().code).toBe('ipNotAllowed');
      await signIn(t.app, 'admin');

      await db.insert(companyIpRules).values({ companyId: acme!.id, cidr: '127.0.0.1', position: 1 });
      expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await db.delete(companyIpRules).where(eq(companyIpRules.companyId, acme!.id));
    }
  });
});
