import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardRegistrations, companies } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { freshCompany } from './support/demo-app.ts';

const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logger: {
      level: 'trace',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      }),
    },
  });
});
afterAll(() => t.close());

const db = () => t.app.services.database.db;
const CARDS = {
  success: '4111111111111111',
  challenge: '4000000000003220',
  declined: '4000000000000002',
  error: '4000000000000119',
};

const trialEnded = (withSubAccount = false) => freshCompany(t, { state: 'trialExpired', withSubAccount });

/** The browser's tokenizer call (the sandbox stands in for the provider's domain). */
async function tokenize(cardno: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/sandbox-pay/tokens',
    payload: {
      shopId: 'sandbox-shop',
      cardno,
      expire: '203012',
      securitycode: '123',
      holdername: 'TARO TEST',
    },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.resultCode).toBe('000');
  return {
    token: body.tokenObject.token[0] as string,
    maskedCardNo: body.tokenObject.maskedCardNo as string,
    isAgreeToTerms: true,
  };
}

const register = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/company/card', headers: { cookie }, payload });
const session = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json();

describe('card registration on the sandbox provider', () => {
  it('saves a card that needs no challenge and lifts the card gate at once', async () => {
    const { seeded, owner } = await trialEnded();
    expect((await session(owner)).company).toMatchObject({ onTrial: false, cardValid: false });
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/company/card',
      headers: { cookie: owner },
    });
    expect(before.json()).toEqual({
      cardValid: false,
      cardStatus: 'none',
      invalidReason: null,
      maskedCardNo: null,
      expiry: null,
      tokenizer: { provider: 'sandbox', scriptUrl: '/sandbox-pay/token.js', shopId: 'sandbox-shop' },
    });
    const card = await tokenize(CARDS.success);
    expect(card.maskedCardNo).toBe('411111******1111');
    const response = await register(owner, card);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: 'Successfully' });
    expect((await session(owner)).company).toMatchObject({ cardValid: true });
    const after = await t.app.inject({ method: 'GET', url: '/api/company/card', headers: { cookie: owner } });
    // The expiry the tokenizer was given (2030-12) is kept and shown as MM/YY.
    expect(after.json()).toMatchObject({
      cardValid: true,
      cardStatus: 'valid',
      maskedCardNo: '411111******1111',
      expiry: '12/30',
    });
    const [row] = await db().select().from(companies).where(eq(companies.id, seeded.companyId));
    expect(row).toMatchObject({ cardValid: true, maskedCardNo: '411111******1111' });
  });

  it('follows the 3-D Secure challenge and comes back to /config with the success flag, once', async () => {
    const { seeded, owner } = await trialEnded();
    const started = await register(owner, await tokenize(CARDS.challenge));
    expect(started.statusCode).toBe(200);
    const { result, redirectUrl } = started.json();
    expect(result).toBe('redirect');
    expect(redirectUrl).toMatch(/^\/sandbox-pay\/challenge\/[\w-]+$/);
    // Not saved before the challenge is passed.
    expect((await session(owner)).company.cardValid).toBe(false);
    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('3-D Secure 本人認証');
    const answered = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=pass',
    });
    expect(answered.statusCode).toBe(303);
    const back = new URL(answered.headers.location as string);
    expect(back.pathname).toBe('/api/company/card/return');
    // The return needs no session (an issuer's ACS posts cross-site, without the Lax cookie).
    const returned = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe('/config?card=CardRegistrationSuccessful');
    expect((await session(owner)).company.cardValid).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(again.headers.location).toBe('/config?card=CardRegistrationSuccessful');
    const rows = await db()
      .select()
      .from(cardRegistrations)
      .where(eq(cardRegistrations.companyId, seeded.companyId));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    expect(rows[0]!.accessPass).toBeNull();
  });

  it('a refused challenge comes back with the failure flag and saves nothing', async () => {
    const { owner } = await trialEnded();
    const { redirectUrl } = (await register(owner, await tokenize(CARDS.challenge))).json();
    const answered = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=fail',
    });
    const back = new URL(answered.headers.location as string);
    const returned = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(returned.headers.location).toBe('/config?card=CardRegistrationFailed&reason=FAILED');
    expect((await session(owner)).company.cardValid).toBe(false);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/company/card/return?AccessID=nope' });
    expect(unknown.headers.location).toBe('/config?card=CardRegistrationFailed&reason=FAILED');
  });

  it('the declined card answers INVALID_CARD, another failure cardRegistrationFailed; nothing saved', async () => {
    const { seeded, owner } = await trialEnded();
    const declined = await register(owner, await tokenize(CARDS.declined));
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ code: 'INVALID_CARD' });
    const failed = await register(owner, await tokenize(CARDS.error));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'cardRegistrationFailed' });
    const [row] = await db().select().from(companies).where(eq(companies.id, seeded.companyId));
    expect(row).toMatchObject({ cardValid: false, maskedCardNo: null });
  });

  it('a double-submitted registration calls the provider once and answers the same', async () => {
    const { seeded, owner } = await trialEnded();
    const card = await tokenize(CARDS.success);
    const [first, second] = await Promise.all([register(owner, card), register(owner, card)]);
    const answers = [first, second].map((r) => r.statusCode);
    // The loser either sees the finished attempt or that it is still under way; never a second attempt.
    expect(answers).toContain(200);
    for (const r of [first, second]) {
      if (r.statusCode !== 200) expect(r.json().code).toBe('cardRegistrationInProgress');
    }
    const third = await register(owner, card);
    expect(third.json()).toEqual({ result: 'Successfully' });
    const rows = await db()
      .select()
      .from(cardRegistrations)
      .where(eq(cardRegistrations.companyId, seeded.companyId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a sub-account (403), the signed-out (401), a full number as the mask (400), another company’s token', async () => {
    const { seeded, owner } = await trialEnded(true);
    const staff = await signIn(t.app, { email: seeded.staff!.email, password: DEMO_PASSWORD });
    const card = await tokenize(CARDS.success);
    for (const request of [
      { method: 'GET' as const, url: '/api/company/card' },
      { method: 'POST' as const, url: '/api/company/card', payload: card },
    ]) {
      const forbidden = await t.app.inject({ ...request, headers: { cookie: staff } });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('mainAccountOnly');
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
    const invalid = await register(owner, {
      token: card.token,
      maskedCardNo: CARDS.success,
      isAgreeToTerms: true,
    });
    expect(invalid.statusCode).toBe(400);
    // The terms must be agreed to: the server refuses what the page's checkbox would not send.
    const unagreed = await register(owner, { token: card.token, maskedCardNo: card.maskedCardNo });
    expect(unagreed.statusCode).toBe(400);
    expect(unagreed.json().code).toBe('validation');
    expect((await register(owner, card)).statusCode).toBe(200);
    const other = await trialEnded();
    const reused = await register(other.owner, card);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('cardTokenUsed');
  });

  it('the tokenizer refuses a malformed number; no card number reaches the database or the logs', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      payload: { cardno: '4111111111111112', expire: '203012', securitycode: '123' },
    });
    expect(bad.json()).toEqual({ resultCode: '101' });
    const script = await t.app.inject({ method: 'GET', url: '/sandbox-pay/token.js' });
    expect(script.body).toContain('Multipayment');
    const { rows: tables } = await t.database.executeSql(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const numbers = Object.values(CARDS);
    for (const { table_name: table } of tables) {
      const { rows } = await t.database.executeSql(`select row_to_json(t)::text as j from "${table}" t`);
      for (const { j } of rows) for (const number of numbers) expect(j, table).not.toContain(number);
    }
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs) for (const number of numbers) expect(line).not.toContain(number);
  });
});
