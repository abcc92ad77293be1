/**
 * Issue 20: card validity (declined by the card batch's result file, or past its expiry month), the mails to the
 * main account in its language, re-registration clearing it, trial and expiry warnings exactly once.
 */
import { encodeShiftJis, tokyoDate } from '@refcheck/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyNotices, messages, user } from '../src/db/schema/index.ts';
import type { TestCompanyInput } from '../src/modules/seed/test-company.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { freshCompany } from './support/demo-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t.close());

const db = () => t.app.services.database.db;
const company = (input: Partial<TestCompanyInput> = {}) => freshCompany(t, { state: 'active', ...input });
const sessionOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().company;
const cardOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/company/card', headers: { cookie } })).json();
const mailsTo = (to: string, template: string) =>
  db()
    .select()
    .from(messages)
    .where(and(eq(messages.to, to), eq(messages.template, template)));
const upload = (path: string, csv: string, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/billing/card-results${path}`,
    headers: { cookie },
    payload: { content: Buffer.from(encodeShiftJis(csv)).toString('base64') },
  });
/** Runs the scheduler's tick (reminders and company notices) as the cron job does. */
const tick = () => t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { offsetMs: 0 } });

describe('a card declined by the card batch', () => {
  it('previews 20 rows, then marks the card invalid, mails the main account once; a new card clears it', async () => {
    const { seeded, owner } = await company();
    const others = await Promise.all(Array.from({ length: 21 }, () => company()));
    const csv = [
      'ショップID,オーダーID,会員ID,処理区分,利用金額,税送料,エラーコード,エラー詳細コード',
      `shop,RC1,${seeded.companyId},CAPTURE,10000,1000,G12,42G120000`,
      ...others.map((o, i) => `shop,RO${i},${o.seeded.companyId},CAPTURE,10000,1000,,`),
    ].join('\r\n');
    const previewed = await upload('/preview', csv);
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json()).toMatchObject({ rows: 22, declined: 1, marked: 0 });
    expect(previewed.json().preview).toHaveLength(20);
    expect(previewed.json().preview[0]).toMatchObject({ memberId: seeded.companyId, declined: true });
    expect((await sessionOf(owner)).cardStatus).toBe('valid');

    const applied = await upload('', csv);
    expect(applied.json()).toMatchObject({ declined: 1, marked: 1 });
    expect(await sessionOf(owner)).toMatchObject({ cardStatus: 'invalid', cardValid: false });
    expect(await cardOf(owner)).toMatchObject({ cardStatus: 'invalid', invalidReason: 'declined' });
    const [mail] = await mailsTo(seeded.owner.email, 'companyCardInvalid');
    expect(mail).toMatchObject({ subject: '【Refcheck】クレジットカードが無効です', language: 'jp' });
    // The same file again changes nothing and mails no one.
    expect((await upload('', csv)).json()).toMatchObject({ marked: 0 });
    expect(await mailsTo(seeded.owner.email, 'companyCardInvalid')).toHaveLength(1);
    for (const o of others.slice(0, 3)) expect((await sessionOf(o.owner)).cardStatus).toBe('valid');

    // Re-registering a card clears it.
    const tokenized = await t.app.inject({
      method: 'POST',
      url: '/sandbox-pay/tokens',
      payload: { cardno: '4111111111111111', expire: '203106', securitycode: '123', holdername: 'TARO' },
    });
    const { token, maskedCardNo } = tokenized.json().tokenObject;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/company/card',
      headers: { cookie: owner },
      payload: { token: token[0], maskedCardNo, isAgreeToTerms: true },
    });
    expect(saved.json()).toEqual({ result: 'Successfully' });
    expect(await cardOf(owner)).toMatchObject({ cardStatus: 'valid', invalidReason: null, expiry: '06/31' });
  });

  it('refuses a file naming unknown members or lacking columns, per row, changing nothing; operators only', async () => {
    const { seeded, owner } = await company();
    const bad = await upload(
      '',
      [
        '会員ID,エラーコード',
        `${seeded.companyId},G12`,
        '00000000-0000-4000-8000-000000000000,G12',
        ',G12',
      ].join('\r\n'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'csvParseFailed' });
    expect(bad.json().errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ['line.4', 'missingMemberId'],
    ]);
    const unknown = await upload('', ['会員ID,エラーコード', 'not-ours,G12'].join('\r\n'));
    expect(unknown.json().errors).toMatchObject([{ path: 'line.2', code: 'unknownMember' }]);
    expect((await upload('', 'オーダーID,金額\r\nx,1')).statusCode).toBe(400);
    expect((await sessionOf(owner)).cardStatus).toBe('valid');
    expect((await upload('', `会員ID,エラーコード\r\n${seeded.companyId},G12`, owner)).statusCode).toBe(403);
    expect((await sessionOf(owner)).cardStatus).toBe('valid');
  });
});

describe('card expiry', () => {
  const yymm = (d: { year: number; month: number }) =>
    `${String(d.year % 100).padStart(2, '0')}${String(d.month).padStart(2, '0')}`;

  it('a card past its expiry month is invalid at once; the tick marks it and mails once', async () => {
    const { seeded, owner } = await company();
    await db().update(companies).set({ cardExpire: '2401' }).where(eq(companies.id, seeded.companyId));
    expect(await sessionOf(owner)).toMatchObject({ cardStatus: 'invalid', cardValid: false });
    await tick();
    await tick();
    const [row] = await db().select().from(companies).where(eq(companies.id, seeded.companyId));
    expect(row).toMatchObject({ cardValid: false, cardInvalidReason: 'expired' });
    const sent = await mailsTo(seeded.owner.email, 'companyCardInvalid');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('有効期限（01/24）が切れました');
  });

  it('warns before the expiry month ends, once, in the main account’s language', async () => {
    const { seeded } = await company();
    await db().update(user).set({ language: 'en' }).where(eq(user.email, seeded.owner.email));
    const expire = yymm(tokyoDate(new Date()));
    await db().update(companies).set({ cardExpire: expire }).where(eq(companies.id, seeded.companyId));
    await Promise.all([tick(), tick()]);
    await tick();
    const sent = await mailsTo(seeded.owner.email, 'companyCardExpiring');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      language: 'en',
      subject: '[Refcheck] Your registered credit card expires soon',
    });
  });
});

describe('trial warnings', () => {
  it('3 days before the end: one mail, whatever the number of ticks; 1 day before: the second', async () => {
    const { seeded, owner } = await company({ state: 'onTrial', createdDaysAgo: 8 });
    expect(await sessionOf(owner)).toMatchObject({ onTrial: true, trialDaysLeft: 2 });
    await Promise.all([tick(), tick()]);
    await tick();
    const sent = await mailsTo(seeded.owner.email, 'companyTrialEnding');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('【Refcheck】無料トライアルの終了まであと3日です');
    // A day later (the company's clock moved back a day) the 1-day mail follows, once.
    await db()
      .update(companies)
      .set({ createdAt: new Date(Date.now() - 9 * 86_400_000 - 3_600_000) })
      .where(eq(companies.id, seeded.companyId));
    await tick();
    await tick();
    const all = await mailsTo(seeded.owner.email, 'companyTrialEnding');
    expect(all.map((m) => m.subject).sort()).toEqual([
      '【Refcheck】無料トライアルの終了まであと1日です',
      '【Refcheck】無料トライアルの終了まであと3日です',
    ]);
    const notices = await db()
      .select()
      .from(companyNotices)
      .where(eq(companyNotices.companyId, seeded.companyId));
    expect(notices.map((n) => n.key).sort()).toEqual(['trial1', 'trial3']);
  });

  it('not to invoice companies, nor to companies with a card; the invoice company passes its trial end', async () => {
    const invoice = await company({ state: 'onTrial', createdDaysAgo: 8, paymentMethod: 'invoice' });
    const ended = await company({ state: 'trialExpired', paymentMethod: 'invoice' });
    await tick();
    expect(await mailsTo(invoice.seeded.owner.email, 'companyTrialEnding')).toHaveLength(0);
    expect(await sessionOf(ended.owner)).toMatchObject({ onTrial: false, paymentMethod: 'invoice' });
  });
});
