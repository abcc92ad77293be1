/**
 * A staging site (issue 18): NODE_ENV=production with every part named in ALLOW_SANDBOX. The operator's session
 * lists the parts that are not real (the banner on every operator page); a company's does not. The operator is
 * made like on a real site (operator:create's service, its link), and signs in with the bot check and SMS code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../src/modules/operators/service.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { codeStep, createTestApp, dbKind, setCookies, signInPassword, type TestApp } from './helpers.ts';
import { solveBotCheck } from './support/bot-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: 'staging-secret-0123456789abcdef0123',
      ENCRYPTION_KEYS: 'k2026:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
      ALLOW_SANDBOX: 'database,mail,sms,payment,risk,storage',
      BOT_CHECK: '1',
      BOT_CHECK_MAX_NUMBER: '2000',
    },
  });
}, 60_000);
afterAll(() => t?.close());

const origin = { origin: 'http://localhost:3000' };

/** Password, then the bot check the browser solves, then the SMS code: the session cookie. */
async function signIn(email: string, password: string, phone: string) {
  const { response, cookie } = await signInPassword(t.app, { email, password }, origin);
  expect(response.statusCode, response.body).toBe(200);
  const c = (await t.app.inject({ url: '/api/bot-check/challenge' })).json();
  const proof = (await solveBotCheck(c)).header!;
  const { sent, verified } = await codeStep(t.app, cookie, phone, {
    headers: origin,
    sendHeaders: { 'x-bot-check': proof },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  expect(verified.statusCode, verified.body).toBe(200);
  return [cookie, ...setCookies(verified).map((c) => c.split(';')[0])].filter(Boolean).join('; ');
}

describe(`a staging site's sandbox parts (${dbKind})`, () => {
  it('are listed in the operator’s session, not in a company’s', async () => {
    expect(t.config.sandboxParts).toEqual(['database', 'mail', 'sms', 'payment', 'risk', 'storage']);
    const phone = '+819077778888';
    const made = await createOperator(t.database.db, {
      email: 'staging-ops@example.jp',
      phone,
      publicUrl: 'http://localhost:3000',
    });
    const token = new URL(made.link).searchParams.get('token')!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/operator-password',
      payload: { token, password: 'staging-pass', passwordConfirmation: 'staging-pass' },
    });
    expect(set.statusCode).toBe(200);
    const operator = await signIn('staging-ops@example.jp', 'staging-pass', phone);
    const session = await t.app.inject({ url: '/api/session', headers: { cookie: operator } });
    expect(session.json()).toMatchObject({
      user: { role: 'admin' },
      sandboxParts: ['database', 'mail', 'sms', 'payment', 'risk', 'storage'],
    });

    const company = await seedTestCompany(t.database.db, t.app.services.auth, { state: 'active' });
    const owner = await signIn(company.owner.email, company.password, company.owner.phone);
    const own = await t.app.inject({ url: '/api/session', headers: { cookie: owner } });
    expect(own.json()).toMatchObject({ user: { role: 'client' }, sandboxParts: [] });
  }, 60_000);
});
