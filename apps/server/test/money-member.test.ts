import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { csvRecords, decodeCp932, month } from './support/billing-months.ts';
import { freshCompany } from './support/demo-app.ts';
import { type FakeGmo, gmoEnv, startFakeGmo } from './support/fake-gmo.ts';

let gmo: FakeGmo;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  gmo = await startFakeGmo();
  t = await createTestApp({
    env: gmoEnv(gmo.url),
  });
  admin = await signIn(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await gmo.close();
});

const lastMonth = () => month;
const records = csvRecords;

const billedCompany = () =>
  freshCompany(t, { state: 'trialExpired', createdDaysAgo: 80, verifiedDaysAgo: 70 });

describe('one member ID and one shop ID', () => {
  it('the export row carries exactly the member and shop the provider stored the card under', async () => {
    const { seeded, owner } = await billedCompany();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/company/card',
      headers: { cookie: owner },
      payload: { token: 'tok-ok@2701', maskedCardNo: '411111******1111', isAgreeToTerms: true },
    });
    expect(saved.json()).toEqual({ result: 'Successfully' });
    const stored = gmo.cards.get(seeded.companyId);
    expect(stored).toEqual({ shopId: 'shop', expire: '2701', cardNo: '411111******1111' });
    // The card's expiry comes back from SearchCard and is shown as MM/YY.
    const card = await t.app.inject({ method: 'GET', url: '/api/company/card', headers: { cookie: owner } });
    expect(card.json()).toMatchObject({
      cardStatus: 'valid',
      expiry: '01/27',
      tokenizer: { shopId: 'shop' },
    });

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/billing/export.csv?month=${lastMonth()}`,
      headers: { cookie: admin },
    });
    expect(file.statusCode).toBe(200);
    const [header, ...rows] = records(decodeCp932(file.rawPayload));
    expect(header).toEqual([
      'ショップID',
      'オーダーID',
      '会員ID',
      '処理区分',
      '利用金額',
      '税送料',
      '請求先名',
      '明細',
      '内訳',
    ]);
    const row = rows.find((r) => gmo.cards.has(r[2]!) && r[2] === seeded.companyId);
    expect(row?.[0]).toBe(stored!.shopId);
    expect(row?.[2]).toBe(seeded.companyId);
  });

  it('the admin setting is the one shop ID: tokenizer, registration and export all use it', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/config',
      headers: { cookie: admin },
      payload: { shopId: 'shop-operator', mail: 'ops@example.jp' },
    });
    expect(set.statusCode).toBe(200);
    const { seeded, owner } = await billedCompany();
    const card = await t.app.inject({ method: 'GET', url: '/api/company/card', headers: { cookie: owner } });
    expect(card.json().tokenizer.shopId).toBe('shop-operator');
    const from = gmo.calls.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/company/card',
      headers: { cookie: owner },
      payload: { token: 'tok-ok-2', maskedCardNo: '411111******1111', isAgreeToTerms: true },
    });
    const entry = gmo.calls.slice(from).find((c) => c.api === 'EntryTran');
    expect(entry?.fields.ShopID).toBe('shop-operator');
    expect(gmo.cards.get(seeded.companyId)?.shopId).toBe('shop-operator');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/admin/billing/export.csv?month=${lastMonth()}`,
      headers: { cookie: admin },
    });
    const rows = records(decodeCp932(file.rawPayload)).slice(1);
    const row = rows.find((r) => r[2] === seeded.companyId);
    expect(row?.[0]).toBe('shop-operator');
    expect(rows.every((r) => r[0] === 'shop-operator')).toBe(true);
  });
});
