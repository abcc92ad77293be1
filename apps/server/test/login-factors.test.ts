/**
 * Issue 34: authenticator apps (TOTP) through better-auth's two-factor endpoints, recovery codes, and the login
 * policy enforced on every path ("strong factor required" blocks an SMS-only user until they enrol).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEvents, companies, subAccounts, user } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { createTestApp, latestCode, signIn, type TestApp } from './helpers.ts';
import { keyOf, totpCode } from './totp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = () => ({ origin: t.config.publicUrl });

function jar(setCookie: string | string[] | undefined, previous = ''): string {
  const cookies = new Map<string, string>();
  for (const pair of previous.split('; ').filter(Boolean)) cookies.set(pair.split('=')[0]!, pair);
  for (const c of ([] as string[]).concat(setCookie ?? [])) {
    const pair = c.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=') || /max-age=0/i.test(c)) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join('; ');
}

async function post(url: string, cookie: string, payload: unknown = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...origin(), cookie },
  });
  return { res, cookie: jar(res.headers['set-cookie'], cookie) };
}

async function get(url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...origin(), cookie } });
}

/** The password step: the code challenge cookie and the factors offered. */
async function passwordStep(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: DEMO_PASSWORD },
    headers: origin(),
  });
  return { res, cookie: jar(res.headers['set-cookie']) };
}

/** Enrols an authenticator app for the signed-in person: the key and the 10 recovery codes. */
async function enrolApp(cookie: string) {
  const enabled = await post('/api/auth/two-factor/enable', cookie, { password: DEMO_PASSWORD });
  expect(enabled.res.statusCode, enabled.res.body).toBe(200);
  const { totpURI, backupCodes } = enabled.res.json() as { totpURI: string; backupCodes: string[] };
  const key = keyOf(totpURI);
  const confirmed = await post('/api/auth/two-factor/verify-totp', enabled.cookie, { code: totpCode(key) });
  expect(confirmed.res.statusCode, confirmed.res.body).toBe(200);
  return { key, backupCodes, totpURI, cookie: confirmed.cookie };
}

describe('authenticator app (TOTP)', () => {
  const email = DEMO_ACCOUNTS.staff.email;
  let key = '';
  let recovery: string[] = [];

  it('enrols with the password: an otpauth URI and 10 recovery codes, confirmed by a first code', async () => {
    const cookie = await signIn(t.app, 'staff');
    const wrongPassword = await post('/api/auth/two-factor/enable', cookie, { password: 'not-it' });
    expect(wrongPassword.res.statusCode).toBe(400);
    const enrolled = await enrolApp(cookie);
    expect(enrolled.totpURI).toMatch(/^otpauth:\/\/totp\/Refcheck:staff%40acme\.test\?secret=[A-Z2-7]+/);
    expect(enrolled.backupCodes).toHaveLength(10);
    expect(new Set(enrolled.backupCodes).size).toBe(10);
    key = enrolled.key;
    recovery = enrolled.backupCodes;
    const factors = await get('/api/account/factors', enrolled.cookie);
    expect(factors.json()).toMatchObject({ totp: true, sms: true, passkeys: 0, recoveryCodesLeft: 10 });
  });

  it('signs in with the password and the app code; the app is offered before the SMS code', async () => {
    const step = await passwordStep(email);
    expect(step.res.json()).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp', 'recoveryCode', 'sms'],
    });
    const verified = await post('/api/auth/two-factor/verify-totp', step.cookie, { code: totpCode(key) });
    expect(verified.res.statusCode, verified.res.body).toBe(200);
    const session = await get('/api/session', verified.cookie);
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);
    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.kind, 'code-verify'));
    expect(events.at(-1)).toMatchObject({ result: 'ok', email });
    // A sub-account may not change the company's login policy.
    const policy = await t.app.inject({
      method: 'PUT',
      url: '/api/company/factor-policy',
      payload: { policy: 'strongFactorRequired' },
      headers: { ...origin(), cookie: verified.cookie },
    });
    expect(policy.statusCode).toBe(403);
    expect(policy.json().code).toBe('mainAccountOnly');
  });

  it('refuses a wrong code, and the challenge ends after 5 wrong codes', async () => {
    const step = await passwordStep(email);
    const wrong = (totpCode(key).charCodeAt(0) % 2 ? '000000' : '111111') as string;
    for (let i = 0; i < 5; i++) {
      const res = (await post('/api/auth/two-factor/verify-totp', step.cookie, { code: wrong })).res;
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CODE');
      expect(res.headers['set-cookie'] ?? '').not.toMatch(/(^|,\s*)session=[^;]/);
    }
    // Even the right code is refused now: a new sign-in is needed.
    const late = await post('/api/auth/two-factor/verify-totp', step.cookie, { code: totpCode(key) });
    expect(late.res.statusCode).toBe(400);
    expect(late.res.json().code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');
  });

  it('accepts a recovery code once', async () => {
    const first = await passwordStep(email);
    const used = await post('/api/auth/two-factor/verify-backup-code', first.cookie, { code: recovery[0] });
    expect(used.res.statusCode, used.res.body).toBe(200);
    expect((await get('/api/session', used.cookie)).statusCode).toBe(200);
    expect((await get('/api/account/factors', used.cookie)).json().recoveryCodesLeft).toBe(9);
    const again = await passwordStep(email);
    const reused = await post('/api/auth/two-factor/verify-backup-code', again.cookie, { code: recovery[0] });
    expect(reused.res.statusCode).toBe(401);
    const other = await post('/api/auth/two-factor/verify-backup-code', again.cookie, { code: recovery[1] });
    expect(other.res.statusCode).toBe(200);
  });
});

describe('rate limit of the code endpoints', () => {
  it('answers 429 past the per-minute limit of verify-totp', async () => {
    // An app of its own with a low limit (no demo data: the challenge-less calls answer 401 until the limit).
    const limited = await createTestApp({ env: { AUTH_CODE_LIMIT_PER_MINUTE: '2' }, seed: false });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/two-factor/verify-totp',
          payload: { code: '123456' },
          headers: { origin: limited.config.publicUrl },
        });
        codes.push(res.statusCode);
      }
      // 2 × 2 per minute for the verify endpoints, then 429.
      expect(codes.slice(0, 4).every((c) => c === 401)).toBe(true);
      expect(codes.slice(4)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  }, 180_000);
});

let ownerCookie = '';

describe('company policy: passkey or authenticator app required', () => {
  it('blocks an SMS-only user’s API calls until they enrol, and then refuses the SMS code', async () => {
    const owner = await signIn(t.app, 'owner');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/company/factor-policy',
      payload: { policy: 'strongFactorRequired' },
      headers: { ...origin(), cookie: owner },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ policy: 'strongFactorRequired' });

    // The owner (SMS only) signs in again: the session is made, but only enrolment answers.
    const smsOnly = await signIn(t.app, 'owner');
    const blocked = await get('/api/talents', smsOnly);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('factors.strongFactorRequired');
    expect((await get('/api/session', smsOnly)).statusCode).toBe(200);
    expect((await get('/api/account/factors', smsOnly)).json()).toMatchObject({
      mustEnrol: true,
      policy: 'strongFactorRequired',
    });

    const { key, cookie } = await enrolApp(smsOnly);
    expect((await get('/api/talents', cookie)).statusCode).toBe(200);

    // Once the app is enrolled the SMS code no longer completes a sign-in, whatever the plugin allows.
    const step = await passwordStep(DEMO_ACCOUNTS.owner.email);
    expect(step.res.json().twoFactorMethods).toEqual(['totp', 'recoveryCode']);
    const since = new Date(Date.now() - 1000);
    const sent = await post('/api/auth/two-factor/send-otp', step.cookie);
    expect(sent.res.statusCode).toBe(200);
    const code = await latestCode(t.app, DEMO_ACCOUNTS.owner.phone, since);
    const sms = await post('/api/auth/two-factor/verify-otp', sent.cookie, { code });
    expect(sms.res.statusCode).toBe(403);
    expect(sms.res.json().code).toBe('factors.weakFactorRefused');
    expect(sms.res.headers['set-cookie'] ?? '').not.toMatch(/(^|,\s*)session=[^;]/);
    // The refused SMS code spent the challenge: a new password step, then the app code.
    const again = await passwordStep(DEMO_ACCOUNTS.owner.email);
    const app = await post('/api/auth/two-factor/verify-totp', again.cookie, { code: totpCode(key) });
    expect(app.res.statusCode, app.res.body).toBe(200);
    ownerCookie = app.cookie;
    expect((await get('/api/talents', ownerCookie)).statusCode).toBe(200);
  });

  it('refuses an unknown policy (validation)', async () => {
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/company/factor-policy',
      payload: { policy: 'always' },
      headers: { ...origin(), cookie: await signIn(t.app, 'light') },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('recovery by an operator', () => {
  it('removes the main account’s app and ends its sessions (audited)', async () => {
    const [owner] = await t.database.db
      .select({ id: user.id, companyId: user.companyId })
      .from(user)
      .where(eq(user.email, DEMO_ACCOUNTS.owner.email));
    const admin = await signIn(t.app, 'admin');
    expect((await get('/api/session', ownerCookie)).statusCode).toBe(200);
    const reset = await post(`/api/admin/companies/${owner!.companyId}/factors/reset`, admin);
    expect(reset.res.statusCode, reset.res.body).toBe(200);
    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.kind, 'factor-reset'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: owner!.id, result: expect.stringMatching(/^ok:by:/) });
    expect((await get('/api/session', ownerCookie)).statusCode).toBe(401);
    // The owner signs in with the SMS code again (and is led to enrol: the company still requires it).
    const step = await passwordStep(DEMO_ACCOUNTS.owner.email);
    expect(step.res.json().twoFactorMethods).toEqual(['sms']);
    const client = await post(
      `/api/admin/companies/${owner!.companyId}/factors/reset`,
      await signIn(t.app, 'owner'),
    );
    expect(client.res.statusCode).toBe(403);
  });
});

describe('recovery by the main account', () => {
  it('removes a sub-account’s app (audited); another company gets 404, the sub-account itself 403', async () => {
    const [acme] = await t.database.db
      .select({ companyId: user.companyId })
      .from(user)
      .where(eq(user.email, DEMO_ACCOUNTS.owner.email));
    await t.database.db
      .update(companies)
      .set({ factorPolicy: 'default' })
      .where(eq(companies.id, acme!.companyId!));
    const [staff] = await t.database.db
      .select({ id: subAccounts.id, userId: subAccounts.userId })
      .from(subAccounts)
      .where(eq(subAccounts.email, DEMO_ACCOUNTS.staff.email));
    const url = `/api/company/sub-accounts/${staff!.id}/factors/reset`;

    const other = await post(url, await signIn(t.app, 'light'));
    expect(other.res.statusCode).toBe(404);
    expect((await passwordStep(DEMO_ACCOUNTS.staff.email)).res.json().twoFactorMethods).toContain('totp');

    const owner = await signIn(t.app, 'owner');
    const reset = await post(url, owner);
    expect(reset.res.statusCode, reset.res.body).toBe(200);
    expect((await passwordStep(DEMO_ACCOUNTS.staff.email)).res.json().twoFactorMethods).toEqual(['sms']);
    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.kind, 'factor-reset'));
    expect(events.at(-1)).toMatchObject({ userId: staff!.userId, result: expect.stringMatching(/^ok:by:/) });

    const self = await post(url, await signIn(t.app, 'staff'));
    expect(self.res.statusCode).toBe(403);
    expect(self.res.json().code).toBe('mainAccountOnly');
  });
});
