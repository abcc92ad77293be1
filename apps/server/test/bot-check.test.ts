import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createTestApp, signInPassword, type TestApp } from './helpers.ts';
import { openedRefereeBrowser } from './referee-helpers.ts';
import { solveBotCheck } from './support/bot-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK: '1', BOT_CHECK_MAX_NUMBER: '2000' } });
});
afterAll(() => t.close());

/** What the browser does: fetch a challenge, find the number, send the solution as base64 JSON. */
async function solve(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/bot-check/challenge' });
  expect(res.statusCode).toBe(200);
  const { solution, header } = await solveBotCheck(res.json());
  expect(solution).not.toBeNull();
  return header!;
}

const smsSince = async (to: string, since: Date) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.to, to), eq(messages.channel, 'sms'), gte(messages.createdAt, since)));

const ORIGIN = { origin: 'http://localhost:3000' };
const OWNER_PHONE = async () => (await findUserByEmail(t.database.db, 'owner@acme.test'))!.phoneNumber!;

describe('bot check before every SMS send', () => {
  it('hands out a signed challenge that expires, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bot-check/challenge' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(res.json().salt).toMatch(/expires=\d+/);
  });

  it('sign-in code: refused without a solution, a forged or a reused one, and no SMS goes out', async () => {
    const phone = await OWNER_PHONE();
    const { cookie } = await signInPassword(
      t.app,
      { email: 'owner@acme.test', password: 'refcheck-demo' },
      ORIGIN,
    );
    const send = (header?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/send-otp',
        payload: {},
        headers: { ...ORIGIN, cookie, ...(header ? { 'x-bot-check': header } : {}) },
      });
    const since = new Date(Date.now() - 1000);
    const none = await send();
    expect(none.statusCode).toBe(400);
    expect(none.headers['content-type']).toContain('application/problem+json');
    expect(none.json().code).toBe('botCheckFailed');
    expect(none.json().detail).toBe(
      '自動送信の確認に失敗しました。ページを再読み込みして、もう一度お試しください。',
    );
    const solution = await solve();
    const forged = JSON.parse(Buffer.from(solution, 'base64').toString());
    forged.number += 1;
    expect((await send(Buffer.from(JSON.stringify(forged)).toString('base64'))).statusCode).toBe(400);
    expect((await send('garbage')).statusCode).toBe(400);
    expect(await smsSince(phone, since)).toHaveLength(0);

    const ok = await send(solution);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await smsSince(phone, since)).toHaveLength(1);
    const reused = await send(solution);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('botCheckFailed');
    expect(await smsSince(phone, since)).toHaveLength(1);
  });

  it('answers in English for an English browser', async () => {
    const { cookie } = await signInPassword(
      t.app,
      { email: 'owner@acme.test', password: 'refcheck-demo' },
      ORIGIN,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/send-otp',
      payload: {},
      headers: { ...ORIGIN, cookie, 'accept-language': 'en' },
    });
    expect(res.json().detail).toContain('Please reload the page and try again.');
  });

  it('referee verification: refused without a solution (no SMS), sent with one', async () => {
    const companyId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
    const seeded = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '推薦 一郎' }] });
    const b = await openedRefereeBrowser(t.app, companyId, seeded);
    await b('POST', '/api/referee-flow/consent');
    const since = new Date(Date.now() - 1000);
    const body = { countryCode: '+81', phoneNumber: '09077770001' };
    const refused = await b('POST', '/api/referee-flow/phone', body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('botCheckFailed');
    expect((await b('POST', '/api/referee-flow/phone/resend')).statusCode).toBe(400);
    expect(await smsSince('+819077770001', since)).toHaveLength(0);
    const sent = await b('POST', '/api/referee-flow/phone', body, { 'x-bot-check': await solve() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await smsSince('+819077770001', since)).toHaveLength(1);
  });

  it('phone registration and phone change: refused without a solution, no SMS', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        companyName: '株式会社ボット確認',
        staffName: '確認 太郎',
        zipcode: '1500001',
        address1: '東京都渋谷区神宮前1-1-1',
        address2: '',
        email: 'bot@check.test',
        password: 'secret-123',
        passwordConfirmation: 'secret-123',
        selectedPlan: 'STANDARD',
        isAgreeToTerms: true,
        isAgreeToSpecialConditions: true,
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const cookie = ([] as string[])
      .concat(signup.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const since = new Date(Date.now() - 1000);
    const register = (header?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/phone/code',
        payload: { phoneNumber: '+819077770002' },
        headers: { cookie, ...(header ? { 'x-bot-check': header } : {}) },
      });
    expect((await register()).json().code).toBe('botCheckFailed');
    expect(await smsSince('+819077770002', since)).toHaveLength(0);
    expect((await register(await solve())).statusCode).toBe(200);
    expect(await smsSince('+819077770002', since)).toHaveLength(1);

    const change = await t.app.inject({
      method: 'POST',
      url: '/api/account/phone/code',
      payload: { phoneNumber: '+819077770003', currentPassword: 'secret-123' },
      headers: { cookie },
    });
    expect(change.json().code).toBe('botCheckFailed');
    expect(await smsSince('+819077770003', since)).toHaveLength(0);
  });
});
