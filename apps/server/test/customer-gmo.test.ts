import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { GmoPaymentProvider } from '../src/platform/payments/gmo.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { freshCompany } from './support/demo-app.ts';
import { type FakeGmo, gmoEnv, startFakeGmo } from './support/fake-gmo.ts';

let gmo: FakeGmo;
let t: TestApp;
beforeAll(async () => {
  gmo = await startFakeGmo();
  t = await createTestApp({
    env: gmoEnv(gmo.url),
  });
});
afterAll(async () => {
  await t.close();
  await gmo.close();
});

const db = () => t.app.services.database.db;
const MASK = '411111******1111';

const company = () => freshCompany(t, 'trialExpired');
const register = (cookie: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/company/card',
    headers: { cookie },
    payload: { token, maskedCardNo: MASK, isAgreeToTerms: true },
  });
const cardValid = async (companyId: string) =>
  (await db().select().from(companies).where(eq(companies.id, companyId)))[0]!.cardValid;
const apis = (from: number) => gmo.calls.slice(from).map((c) => c.api);

describe('GMO-PG adapter against a local fake provider', () => {
  it('serves the provider tokenizer and saves a card without a challenge; an existing member is a success', async () => {
    const { seeded, owner } = await company();
    const card = await t.app.inject({ method: 'GET', url: '/api/company/card', headers: { cookie: owner } });
    expect(card.json().tokenizer).toEqual({
      provider: 'gmo',
      scriptUrl: 'https://static.mul-pay.jp/ext/js/token.js',
      shopId: 'shop',
    });
    const from = gmo.calls.length;
    const saved = await register(owner, 'tok-ok');
    expect(saved.json()).toEqual({ result: 'Successfully' });
    expect(apis(from)).toEqual(['SaveMember', 'EntryTran', 'ExecTran', 'TradedCard', 'SearchCard']);
    const entry = gmo.calls[from + 1]!.fields;
    expect(entry).toMatchObject({ JobCd: 'CHECK', TdFlag: '2', ShopID: 'shop' });
    expect(entry.OrderID!.length).toBeLessThanOrEqual(27);
    expect(gmo.calls[from + 2]!.fields).toMatchObject({
      Token: 'tok-ok',
      RetUrl: 'http://localhost:3000/api/company/card/return',
    });
    expect(gmo.saved.get(seeded.companyId)).toHaveLength(1);
    expect(await cardValid(seeded.companyId)).toBe(true);
    // The member exists now: SaveMember answers E01390010, which counts as success.
    const again = await register(owner, 'tok-ok-2');
    expect(again.json()).toEqual({ result: 'Successfully' });
    expect(gmo.saved.get(seeded.companyId)).toHaveLength(2);
  });

  it('redirects to the ACS when ExecTran says ACS=2, and completes on the return with SecureTran2', async () => {
    const { seeded, owner } = await company();
    const started = await register(owner, 'tok-3ds');
    const { result, redirectUrl } = started.json();
    expect(result).toBe('redirect');
    expect(redirectUrl.startsWith(`${gmo.url}/acs/`)).toBe(true);
    expect(await cardValid(seeded.companyId)).toBe(false);
    const accessId = new URL(redirectUrl).pathname.split('/').pop()!;
    const from = gmo.calls.length;
    // The provider posts the browser back to RetUrl, form-encoded.
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/company/card/return',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `AccessID=${accessId}`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/config?card=CardRegistrationSuccessful');
    expect(apis(from)).toEqual(['SecureTran2', 'TradedCard', 'SearchCard']);
    expect(await cardValid(seeded.companyId)).toBe(true);
    // A repeated return acts no more.
    const repeated = await t.app.inject({
      method: 'GET',
      url: `/api/company/card/return?AccessID=${accessId}`,
    });
    expect(repeated.headers.location).toBe('/config?card=CardRegistrationSuccessful');
    expect(apis(from)).toHaveLength(3);
  });

  it('a refused challenge ends in CardRegistrationFailed and nothing saved', async () => {
    const { seeded, owner } = await company();
    const { redirectUrl } = (await register(owner, 'tok-3ds-deny')).json();
    const accessId = new URL(redirectUrl).pathname.split('/').pop()!;
    const back = await t.app.inject({ method: 'GET', url: `/api/company/card/return?AccessID=${accessId}` });
    expect(back.headers.location).toBe('/config?card=CardRegistrationFailed&reason=FAILED');
    expect(await cardValid(seeded.companyId)).toBe(false);
  });

  it('E61010002 is INVALID_CARD; another error is cardRegistrationFailed; neither saves', async () => {
    const { seeded, owner } = await company();
    const invalid = await register(owner, 'tok-invalid');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().code).toBe('INVALID_CARD');
    const failed = await register(owner, 'tok-error');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('cardRegistrationFailed');
    expect(await cardValid(seeded.companyId)).toBe(false);
  });

  it('an unreachable provider is a failure, not a crash', async () => {
    const down = new GmoPaymentProvider({
      apiUrl: 'http://127.0.0.1:9',
      shopId: 's',
      shopPass: 'p',
      siteId: 's',
      sitePass: 'p',
      tokenJsUrl: 'https://example.test/token.js',
      timeoutMs: 2000,
    });
    const answer = await down.registerCard({
      memberId: 'm',
      shopId: 's',
      memberName: 'n',
      orderId: 'o',
      token: 't',
      returnUrl: 'http://localhost/r',
    });
    expect(answer).toMatchObject({ kind: 'failed', code: 'FAILED' });
  });

  it('sends the provider only tokens: no card number in any call', () => {
    expect(gmo.calls.length).toBeGreaterThan(0);
    // A card number would be a field of its own (CardNo, or any field holding 13–19 digits); the random order IDs
    // may contain long digit runs by chance, so values are checked whole, not as substrings of the body.
    for (const call of gmo.calls) {
      for (const [name, value] of new URLSearchParams(call.raw)) {
        expect(name).not.toMatch(/^CardNo$/i);
        expect(value).not.toMatch(/^\d{13,19}$/);
      }
    }
  });
});
