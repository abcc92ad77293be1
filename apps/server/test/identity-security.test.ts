import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, session, user, verification } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import {
  codeStep,
  createTestApp,
  latestCode,
  sessionSetCookie,
  setCookies,
  signIn,
  signInPassword,
  type TestApp,
} from './helpers.ts';

/** Session limits, per-number code throttle, account enumeration, session ids and trusted devices. */
let t: TestApp;
beforeAll(async () => {
  // The session limits are tested by moving a session's timestamps in the database (hours in a moment): no
  // session memo, which would serve the same cookie for up to 2 s as real time never could past those limits.
  t = await createTestApp({ env: { SMS_CODE_RESEND_SECONDS: '30' }, sessionMemoMs: 0 });
});
afterAll(() => t.close());

const db = () => t.app.services.database.db;
const MINUTE = 60 * 1000;
const tokenOf = (cookie: string) =>
  decodeURIComponent(/(?:^|; )session=([^;]+)/.exec(cookie)![1]!).split('.')[0]!;

/** A fresh company's owner (its own phone number, so the resend throttle of other tests never interferes). */
async function freshOwner() {
  const seeded = await seedTestCompany(db(), t.app.services.auth, { state: 'active' });
  return { email: seeded.owner.email, password: DEMO_PASSWORD, phone: seeded.owner.phone };
}

async function sessionRow(cookie: string) {
  const [row] = await db()
    .select()
    .from(session)
    .where(eq(session.token, tokenOf(cookie)));
  return row;
}

const me = (cookie: string) => t.app.inject({ url: '/api/session', headers: { cookie } });

/** Signs in with the code step, optionally remembered; returns the cookie and the session cookie's Set-Cookie. */
async function signInRemember(who: { email: string; password: string; phone: string }, rememberMe: boolean) {
  const first = await signInPassword(t.app, { email: who.email, password: who.password, rememberMe });
  const { verified } = await codeStep(t.app, first.cookie, who.phone);
  expect(verified.statusCode, verified.body).toBe(200);
  const setCookie = sessionSetCookie(verified)!;
  return { cookie: setCookie.split(';')[0]!, setCookie };
}

describe('session limits', () => {
  it('ends a session without remember-login after 30 idle minutes', async () => {
    const who = await freshOwner();
    const { cookie, setCookie } = await signInRemember(who, false);
    expect(setCookie).not.toMatch(/max-age|expires/i);
    expect((await sessionRow(cookie))!.remember).toBe(false);

    // 29 idle minutes: still signed in (and the request counts as activity).
    await db()
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - 29 * MINUTE) })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(200);
    expect(Date.now() - (await sessionRow(cookie))!.lastSeenAt.getTime()).toBeLessThan(MINUTE);

    // 31 idle minutes: signed out, and the session row is gone.
    await db()
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - 31 * MINUTE) })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await sessionRow(cookie)).toBeUndefined();
  });

  it('ends a session without remember-login 12 hours after sign-in, however active', async () => {
    const who = await freshOwner();
    const { cookie } = await signInRemember(who, false);
    await db()
      .update(session)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * MINUTE - 59 * MINUTE), lastSeenAt: new Date() })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(200);
    await db()
      .update(session)
      .set({ createdAt: new Date(Date.now() - 12 * 60 * MINUTE - MINUTE), lastSeenAt: new Date() })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('keeps a remembered session through idle hours, with a persistent cookie, up to 30 days', async () => {
    const who = await freshOwner();
    const { cookie, setCookie } = await signInRemember(who, true);
    expect(setCookie).toMatch(/max-age=1209600/i);
    expect((await sessionRow(cookie))!.remember).toBe(true);
    await db()
      .update(session)
      .set({
        createdAt: new Date(Date.now() - 20 * 24 * 60 * MINUTE),
        lastSeenAt: new Date(Date.now() - 3 * 24 * 60 * MINUTE),
      })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(200);
    await db()
      .update(session)
      .set({ createdAt: new Date(Date.now() - 30 * 24 * 60 * MINUTE - MINUTE) })
      .where(eq(session.token, tokenOf(cookie)));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("applies the idle limit to better-auth's own session endpoints too", async () => {
    const who = await freshOwner();
    const { cookie } = await signInRemember(who, false);
    await db()
      .update(session)
      .set({ lastSeenAt: new Date(Date.now() - 31 * MINUTE) })
      .where(eq(session.token, tokenOf(cookie)));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'another-pass' },
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(changed.statusCode).toBe(401);
  });
});

describe('session ids and trusted devices', () => {
  it('issues a new session id at every sign-in, even when the browser sends an old one', async () => {
    const who = await freshOwner();
    const first = await signInRemember(who, false);
    const second = await signInPassword(
      t.app,
      { email: who.email, password: who.password },
      { cookie: first.cookie },
    );
    // The resend throttle is per number: move the previous code's record back instead of waiting.
    await db()
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(messages.to, who.phone));
    const { verified } = await codeStep(t.app, second.cookie, who.phone);
    expect(verified.statusCode).toBe(200);
    const next = sessionSetCookie(verified)!;
    expect(tokenOf(next.split(';')[0]!)).not.toBe(tokenOf(first.cookie));
    const [a, b] = [await sessionRow(first.cookie), await sessionRow(next.split(';')[0]!)];
    expect(a!.id).not.toBe(b!.id);
  });

  it('never trusts a device: trustDevice is ignored and the next sign-in asks for the code again', async () => {
    const who = await freshOwner();
    const first = await signInPassword(t.app, { email: who.email, password: who.password });
    const { verified } = await codeStep(t.app, first.cookie, who.phone, { verify: { trustDevice: true } });
    expect(verified.statusCode).toBe(200);
    const cookies = setCookies(verified);
    expect(cookies.some((c) => c.includes('trust_device'))).toBe(false);
    const again = await signInPassword(
      t.app,
      { email: who.email, password: who.password },
      { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
    );
    expect(again.response.json().twoFactorRedirect).toBe(true);
  });
});

describe('SMS code resend throttle (one per number per 30 s)', () => {
  it('refuses a second sign-in code within 30 s with 429 and Retry-After, and keeps the first code valid', async () => {
    const who = await freshOwner();
    const first = await signInPassword(t.app, { email: who.email, password: who.password });
    const since = new Date(Date.now() - 1000);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/send-otp',
        payload: {},
        headers: { cookie: first.cookie },
      });
    expect((await send()).statusCode).toBe(200);
    const code = await latestCode(t.app, who.phone, since);
    const again = await send();
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('codeResendTooSoon');
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(await t.app.services.outbox.list({ to: who.phone })).toHaveLength(1);

    // 31 s later (the record moved back) another code may be sent.
    await db()
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(messages.to, who.phone));
    // The refused resend did not replace the code that was sent.
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-otp',
      payload: { code },
      headers: { cookie: first.cookie },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('throttles phone-registration codes per number; another number is not affected', async () => {
    // Registration is for a user without a phone (a registered one is changed in the settings, with the password).
    const seeded = await seedTestCompany(db(), t.app.services.auth, { state: 'active' });
    await db()
      .update(user)
      .set({ phoneNumber: null, twoFactorEnabled: false })
      .where(eq(user.email, seeded.owner.email));
    const owner = await signIn(t.app, { email: seeded.owner.email, password: DEMO_PASSWORD });
    const send = (phoneNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/phone/code',
        payload: { phoneNumber },
        headers: { cookie: owner },
      });
    expect((await send('+819011112222')).statusCode).toBe(200);
    const again = await send('+81 90-1111-2222'); // the same number, written with spaces and hyphens
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('codeResendTooSoon');
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await send('+819033334444')).statusCode).toBe(200);
    await db()
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(messages.to, '+819011112222'));
    expect((await send('+819011112222')).statusCode).toBe(200);
  });
});

describe('phone-registration codes', () => {
  it('are 6 digits, single use, dead after 5 wrong tries and after 10 minutes', async () => {
    const seeded = await seedTestCompany(db(), t.app.services.auth, { state: 'active' });
    // A user without a phone yet (the code goes to the number being registered).
    await db()
      .update(user)
      .set({ phoneNumber: null, twoFactorEnabled: false })
      .where(eq(user.email, seeded.owner.email));
    const cookie = await signIn(t.app, { email: seeded.owner.email, password: DEMO_PASSWORD });
    const verify = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/phone/verify', payload: { code }, headers: { cookie } });
    const send = async (phoneNumber: string) => {
      const since = new Date(Date.now() - 1000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/phone/code',
        payload: { phoneNumber },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const code = await latestCode(t.app, phoneNumber, since);
      expect(code).toMatch(/^\d{6}$/);
      return code;
    };
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

    // 5 wrong tries: the right code no longer works.
    let code = await send('+819055550001');
    for (let i = 0; i < 5; i++) expect((await verify(wrong(code))).json().code).toBe('wrongCode');
    expect((await verify(code)).json().code).toBe('codeExpired');

    // Older than 10 minutes: refused.
    code = await send('+819055550002');
    const identifier = `phone-registration-${(await db().select().from(user).where(eq(user.email, seeded.owner.email)))[0]!.id}`;
    const [stored] = await db().select().from(verification).where(eq(verification.identifier, identifier));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(10 * MINUTE + 1000);
    await db()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, identifier));
    expect((await verify(code)).json().code).toBe('codeExpired');

    // 4 wrong tries, then the right one; it cannot be used again.
    code = await send('+819055550003');
    for (let i = 0; i < 4; i++) expect((await verify(wrong(code))).statusCode).toBe(400);
    expect((await verify(code)).statusCode).toBe(200);
    expect((await verify(code)).json().code).toBe('codeExpired');
  });
});

describe('no account enumeration', () => {
  it('sign-in: an unknown account, a wrong password and a disabled account with a wrong password answer alike', async () => {
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: 'wrong-password' },
      });
    const known = await attempt(DEMO_ACCOUNTS.owner.email);
    const unknown = await attempt('nobody-here@acme.test');
    const admin = await attempt(DEMO_ACCOUNTS.admin.email);
    for (const r of [unknown, admin]) {
      expect(r.statusCode).toBe(known.statusCode);
      expect(r.json()).toEqual(known.json());
      expect(r.headers['set-cookie']).toBe(known.headers['set-cookie']);
    }
    expect(known.statusCode).toBe(401);
  });

  it('password reset: a known and an unknown address answer alike', async () => {
    const request = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/login/reset_password' },
      });
    const known = await request(DEMO_ACCOUNTS.light.email);
    const unknown = await request('nobody-here@light.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it("sign-up: a taken address answers the spec's 409 alike for every kind of account (main, sub, admin)", async () => {
    const signup = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          companyName: '株式会社テスト',
          staffName: '試験 太郎',
          zipcode: '1000005',
          address1: '東京都千代田区1-1',
          address2: '',
          email,
          password: 'secret-1',
          passwordConfirmation: 'secret-1',
          selectedPlan: 'LIGHT',
          isAgreeToTerms: true,
          isAgreeToSpecialConditions: false,
        },
      });
    const answers = [
      await signup(DEMO_ACCOUNTS.owner.email),
      await signup(DEMO_ACCOUNTS.staff.email),
      await signup(DEMO_ACCOUNTS.admin.email),
    ];
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(409);
      expect(a.json()).toEqual(answers[0]!.json());
    }
    expect(answers[0]!.json().detail ?? answers[0]!.json().title).toContain(
      'すでに登録済みのメールアドレスです',
    );
  });
});

describe('login history', () => {
  it('shows the main account its company’s events (who, when, IP, result), never another company’s; sub-accounts get 403', async () => {
    const a = await seedTestCompany(db(), t.app.services.auth, { state: 'active', withSubAccount: true });
    const b = await seedTestCompany(db(), t.app.services.auth, { state: 'active' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: a.owner.email, password: 'wrong-password' },
      remoteAddress: '198.51.100.23',
    });
    const ownerA = await signIn(t.app, { email: a.owner.email, password: DEMO_PASSWORD });
    const ownerB = await signIn(t.app, { email: b.owner.email, password: DEMO_PASSWORD });
    const staffA = await signIn(t.app, { email: a.staff!.email, password: DEMO_PASSWORD });

    const list = await t.app.inject({ url: '/api/company/auth-events', headers: { cookie: ownerA } });
    expect(list.statusCode).toBe(200);
    const events = list.json() as { email: string; ip: string; result: string; kind: string; at: string }[];
    expect(events.length).toBeGreaterThan(0);
    expect(events).toContainEqual(
      expect.objectContaining({
        kind: 'sign-in',
        email: a.owner.email,
        ip: '198.51.100.23',
        result: 'fail:INVALID_EMAIL_OR_PASSWORD',
      }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'code-verify', email: a.owner.email, result: 'ok' }),
    );
    expect(events.some((e) => e.email === a.staff!.email)).toBe(true);
    expect(events.some((e) => e.email === b.owner.email)).toBe(false);
    // Newest first.
    const times = events.map((e) => new Date(e.at).getTime());
    expect([...times].sort((x, y) => y - x)).toEqual(times);

    const listB = (
      await t.app.inject({ url: '/api/company/auth-events', headers: { cookie: ownerB } })
    ).json() as {
      email: string;
    }[];
    expect(listB.some((e) => e.email === a.owner.email || e.email === a.staff!.email)).toBe(false);

    const bySub = await t.app.inject({ url: '/api/company/auth-events', headers: { cookie: staffA } });
    expect(bySub.statusCode).toBe(403);
    expect(bySub.json().code).toBe('mainAccountOnly');
    expect((await t.app.inject({ url: '/api/company/auth-events' })).statusCode).toBe(401);
    const admin = await signIn(t.app, 'admin');
    expect(
      (await t.app.inject({ url: '/api/company/auth-events', headers: { cookie: admin } })).statusCode,
    ).toBe(403);
  });
});
