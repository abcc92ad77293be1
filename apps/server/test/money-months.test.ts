import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, companies, subAccounts } from '../src/db/schema/index.ts';
import { atEffectiveTime } from '../src/modules/admin/billing-state.ts';
import type { TestApp } from './helpers.ts';
import {
  billedCompanies,
  changeCompanyAt,
  csvRecords,
  DAY,
  decodeCp932,
  lastMonthDay,
  month,
  thisMonthDay,
  twoMonthsAgoDay,
} from './support/billing-months.ts';
import { openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let admin: string, owner: string;
beforeAll(async () => {
  ({ t, admin, owner } = await openDemoApp(['admin', 'owner']));
});
afterAll(() => t.close());

const db = () => t.app.services.database.db;

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const cp932 = decodeCp932;
const rowsOf = csvRecords;
const exportCsv = async () => (await get(`/api/admin/billing/export.csv?month=${month}`)).rawPayload;
const preview = async () => (await get(`/api/admin/billing/export?month=${month}`)).json();
const company = billedCompanies(db, { name: '請求履歴株式会社', email: 'months' });

describe('months billed as they were', () => {
  it('a plan change on the 3rd of this month leaves last month’s export byte for byte the same', async () => {
    const c = await company();
    const before = await exportCsv();
    const row = rowsOf(cp932(before)).find((r) => r[2] === c.id);
    expect(row?.slice(4, 6)).toEqual(['10000', '1000']);
    // The operator allows STANDARD on the 3rd; risk-check ID, sub-accounts, ban follow later in the month.
    await changeCompanyAt(db(), thisMonthDay(3), c.id, { allowedPlan: 'STANDARD', selectedPlan: 'STANDARD' });
    await atEffectiveTime(db(), thisMonthDay(4), async (tx) => {
      await tx.update(companies).set({ riskEyesId: 'RE-LATER', sonar: true }).where(eq(companies.id, c.id));
      await tx
        .insert(subAccounts)
        .values({ companyId: c.id, name: '追加', email: `s-${c.id}@x.test`, department: '人事' });
    });
    // And a change made now through the permission dialog.
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${c.id}`,
      headers: { cookie: admin },
      payload: { enabled: false, paymentMethod: 'invoice' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(Buffer.compare(await exportCsv(), before)).toBe(0);
  });

  it('a change during last month is billed as the month ended', async () => {
    const c = await company();
    await changeCompanyAt(db(), lastMonthDay(3), c.id, { allowedPlan: 'STANDARD', selectedPlan: 'STANDARD' });
    await atEffectiveTime(db(), lastMonthDay(5), (tx) =>
      tx
        .insert(subAccounts)
        .values({ companyId: c.id, name: '追加', email: `t-${c.id}@x.test`, department: '人事' }),
    );
    const row = rowsOf(cp932(await exportCsv())).find((r) => r[2] === c.id);
    // STANDARD 20,000 + one sub-account 800, tax 10 % rounded up.
    expect(row?.slice(4, 6)).toEqual(['20800', '2080']);
    expect(row?.[8]).toContain('スタンダード');
  });
});

describe('invoice payment', () => {
  it('the operator sets it (audited); the company leaves the card batch for the invoice file', async () => {
    const c = await company();
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${c.id}`,
      headers: { cookie: admin },
      payload: { paymentMethod: 'invoice' },
    });
    expect(set.json().client).toMatchObject({ paymentMethod: 'invoice' });
    const [change] = await db().select().from(adminChanges).where(eq(adminChanges.companyId, c.id));
    expect(change).toMatchObject({ field: 'paymentMethod', before: 'card', after: 'invoice' });
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${c.id}`,
      headers: { cookie: admin },
      payload: { paymentMethod: 'cash' },
    });
    expect(invalid.statusCode).toBe(400);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${c.id}`,
      headers: { cookie: owner },
      payload: { paymentMethod: 'card' },
    });
    expect(refused.statusCode).toBe(403);

    // Invoice since last month: not in the card batch, in the invoice file.
    const inv = await company({ paymentMethod: 'invoice' });
    expect(rowsOf(cp932(await exportCsv())).some((r) => r[2] === inv.id)).toBe(false);
    const body = await preview();
    expect(body.invoice.fileName).toBe(`invoice${month}.csv`);
    expect(body.invoice.preview.map((r: { memberId: string }) => r.memberId)).toContain(inv.id);
    expect(body.preview.map((r: { memberId: string }) => r.memberId)).not.toContain(inv.id);
    const file = await get(`/api/admin/billing/invoice.csv?month=${month}`);
    expect(file.headers['content-type']).toContain('Shift_JIS');
    const [header, ...rows] = rowsOf(cp932(file.rawPayload));
    expect(header).toEqual(['会員ID', '請求先名', '利用金額', '税送料', '合計', '明細', '内訳', '備考']);
    expect(rows.find((r) => r[0] === inv.id)?.slice(2, 5)).toEqual(['10000', '1000', '11000']);
    expect((await get(`/api/admin/billing/invoice.csv?month=${month}`, owner)).statusCode).toBe(403);
  });
});

describe('minimum contract terms', () => {
  it('an invoice company withdrawing in its second month pays the third, with the reason in the preview', async () => {
    const started = twoMonthsAgoDay(15);
    const c = await company({
      paymentMethod: 'invoice',
      createdAt: new Date(started.getTime() - 10 * DAY),
      verifiedAt: new Date(started.getTime() - 10 * DAY),
    });
    const withdrawn = lastMonthDay(10);
    await changeCompanyAt(db(), withdrawn, c.id, { deletedAt: withdrawn, bannedAt: withdrawn });
    const row = (await preview()).invoice.preview.find((r: { memberId: string }) => r.memberId === c.id);
    expect(row).toMatchObject({ amount: 20_000, tax: 2_000, paymentMethod: 'invoice' });
    expect(row.reason).toBe('退会: 最低契約期間3ヶ月(請求書払い)の残り1ヶ月分');
    const file = rowsOf(cp932((await get(`/api/admin/billing/invoice.csv?month=${month}`)).rawPayload));
    expect(file.find((r) => r[0] === c.id)?.[7]).toBe(row.reason);
  });

  it('a downgrade inside the term bills the STANDARD surcharge for the month not billed at STANDARD', async () => {
    const c = await company();
    await changeCompanyAt(db(), lastMonthDay(5), c.id, { allowedPlan: 'STANDARD', selectedPlan: 'STANDARD' });
    await changeCompanyAt(db(), lastMonthDay(20), c.id, { allowedPlan: 'LIGHT', selectedPlan: 'LIGHT' });
    const row = (await preview()).preview.find((r: { memberId: string }) => r.memberId === c.id);
    expect(row).toMatchObject({ amount: 20_000, tax: 2_000, paymentMethod: 'card' });
    expect(row.reason).toBe('ダウングレード: スタンダード最低契約期間1ヶ月(カード払い)の残り1ヶ月分');
    const csvRow = rowsOf(cp932(await exportCsv())).find((r) => r[2] === c.id);
    expect(csvRow?.[8]).toContain('最低契約期間1ヶ月分10000円');
  });

  it('a card company past its term pays only its months', async () => {
    const c = await company();
    const withdrawn = lastMonthDay(10);
    await changeCompanyAt(db(), withdrawn, c.id, { deletedAt: withdrawn });
    const row = (await preview()).preview.find((r: { memberId: string }) => r.memberId === c.id);
    expect(row).toMatchObject({ amount: 10_000, reason: '' });
  });
});
