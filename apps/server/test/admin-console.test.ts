import {
  addTokyoMonths,
  encodeShiftJis,
  parseBillingCsv,
  selectableRiskMonths,
  tokyoDate,
  yyyymm,
} from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminChanges, companies, riskBillingRecords, session, user } from '../src/db/schema/index.ts';
import { billingInstant } from '../src/modules/admin/billing.ts';
import { createCompany } from '../src/modules/seed/demo.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { eventually, signIn, signInPassword, type TestApp } from './helpers.ts';
import { changeCompanyAt } from './support/billing-months.ts';
import { openDemoApp } from './support/demo-app.ts';
import { createTalent } from './talent-helpers.ts';

let t: TestApp;
let admin: string, owner: string;
beforeAll(async () => {
  ({ t, admin, owner } = await openDemoApp(['admin', 'owner']));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, cookie: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const db = () => t.app.services.database.db;
const seed = (state: 'active' | 'unverified' | 'trialExpired', withSubAccount = false) =>
  seedTestCompany(db(), t.app.services.auth, { state, withSubAccount });
const mailTo = (to: string, template: string) =>
  eventually(async () => {
    const list = await t.app.services.outbox.list({ to, limit: 10 });
    return list.find((m) => m.template === template);
  });
const lastMonth = () => {
  const { year, month } = addTokyoMonths({ ...tokyoDate(new Date()), day: 1 }, -1);
  return yyyymm(year, month);
};

const ID = '00000000-0000-4000-8000-000000000000';
const adminRoutes: [Method, string, object?][] = [
  ['GET', '/api/admin/companies'],
  ['GET', `/api/admin/companies/${ID}`],
  ['GET', `/api/admin/companies/${ID}/changes`],
  ['PATCH', `/api/admin/companies/${ID}`, { sonar: true }],
  ['POST', `/api/admin/companies/${ID}/withdraw`],
  ['POST', `/api/admin/companies/${ID}/recover`],
  ['POST', `/api/admin/companies/${ID}/upgrade-mail`],
  ['GET', '/api/admin/config'],
  ['PUT', '/api/admin/config', { shopId: 'x', mail: 'x@example.com' }],
  ['POST', '/api/admin/announcements', { category: 'info', title: 't', date: '2026-01-01', text: 'x' }],
  ['DELETE', `/api/admin/announcements/${ID}`],
  ['GET', '/api/admin/billing/months'],
  ['GET', '/api/admin/billing/export?month=202501'],
  ['GET', '/api/admin/billing/export.csv?month=202501'],
  ['POST', '/api/admin/billing/risk-usage/preview', { month: '202501', content: 'eA==' }],
  ['POST', '/api/admin/billing/risk-usage', { month: '202501', content: 'eA==' }],
];

describe('operator console access', () => {
  it('refuses every admin route to a signed-out caller (401) and to a company user (403)', async () => {
    for (const [method, url, body] of adminRoutes) {
      const out = await api(method, url, null, body);
      expect(out.statusCode, `${method} ${url}`).toBe(401);
      const client = await api(method, url, owner, body);
      expect(client.statusCode, `${method} ${url}`).toBe(403);
      expect(client.json().code).toBe('forbidden');
    }
    expect((await api('GET', '/api/announcements', null)).statusCode).toBe(401);
  });
});

describe('client list', () => {
  it('pages on the server, puts unverified companies first, filters and searches', async () => {
    const fresh = await seed('unverified');
    const page = await api('GET', '/api/admin/companies?pageSize=1', admin);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json();
    expect(body.items).toHaveLength(1);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.items[0]).toMatchObject({ id: fresh.companyId, verifiedAt: null });

    const unverified = (await api('GET', '/api/admin/companies?filter=unverified', admin)).json();
    expect(unverified.items.every((c: { verifiedAt: unknown }) => c.verifiedAt === null)).toBe(true);
    expect(unverified.items[0].id).toBe(fresh.companyId);

    const found = (await api('GET', `/api/admin/companies?q=${encodeURIComponent('アクメ')}`, admin)).json();
    expect(found.items.map((c: { name: string }) => c.name)).toEqual(['株式会社アクメ']);
    // The counts are ACME's own: the demo's staff sub-account, and its candidates registered since the 1st (Tokyo;
    // two registered now).
    const acmeId = found.items[0].id;
    await createTalent(t.app, owner);
    await createTalent(t.app, owner);
    const monthStart = new Date(
      `${new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7)}-01T00:00:00+09:00`,
    );
    const [{ subs, month }] = (
      await t.database.executeSql(
        `select (select count(*)::int from sub_accounts where company_id = $1) as subs,
           (select count(*)::int from talents where company_id = $1 and deleted_at is null and created_at >= $2) as month`,
        [acmeId, monthStart.toISOString()],
      )
    ).rows;
    expect([subs, month]).toEqual([1, 2]);
    const again = (await api('GET', `/api/admin/companies?q=${encodeURIComponent('アクメ')}`, admin)).json();
    expect(again.items[0]).toMatchObject({
      planStatus: 'PLAN_STATUS_STANDARD',
      subAccountCount: subs,
      candidatesThisMonth: month,
      trialDaysLeft: expect.any(Number),
    });
    // The operator's own company is never listed, however it is searched.
    const all = (await api('GET', '/api/admin/companies?pageSize=100', admin)).json();
    const [operator] = await db().select().from(companies).where(eq(companies.isOperator, true));
    if (operator) expect(all.items.map((c: { id: string }) => c.id)).not.toContain(operator.id);

    const invalid = await api('GET', '/api/admin/companies?pageSize=1000&filter=nope', admin);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('validation');
  });
});

describe('permission dialog', () => {
  it('verifies a company: one audited change, the account-available mail, the review gate lifted', async () => {
    const c = await seed('unverified');
    const cookie = await signIn(t.app, { email: c.owner.email, password: c.password });
    const before = (await api('GET', '/api/session', cookie)).json();
    expect(before.company.verified).toBe(false);

    const res = await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, { verified: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client.verifiedAt).not.toBeNull();
    expect(res.json().notificationFailed).toBeNull();
    const mail = await mailTo(c.owner.email, 'companyAvailable');
    expect(mail.subject).toBe('【Refcheck】アカウントのご利用を開始いただけます');

    const after = (await api('GET', '/api/session', cookie)).json();
    expect(after.company.verified).toBe(true);

    const changes = (await api('GET', `/api/admin/companies/${c.companyId}/changes`, admin)).json();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ field: 'verified', actorEmail: 'admin@refcheck.test', before: null });
    expect(typeof changes[0].after).toBe('string');

    // Unchanged values write nothing.
    await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, { verified: true });
    expect(
      await db().select().from(adminChanges).where(eq(adminChanges.companyId, c.companyId)),
    ).toHaveLength(1);
  });

  it('moves light → standard with the upgrade mail when asked, and back; never mails LIGHT', async () => {
    const c = await seed('trialExpired');
    const res = await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, {
      allowedPlan: 'STANDARD',
      sendUpgradeMail: true,
      riskEyesId: 'RE-9001',
      sonar: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().client).toMatchObject({
      planStatus: 'PLAN_STATUS_STANDARD',
      selectedPlan: 'STANDARD',
      riskEyesId: 'RE-9001',
      sonar: true,
    });
    expect((await mailTo(c.owner.email, 'companyUpgradeComplete')).subject).toBe(
      '【Refcheck】スタンダードプランへの変更が完了しました',
    );
    const fields = (await api('GET', `/api/admin/companies/${c.companyId}/changes`, admin))
      .json()
      .map((x: { field: string }) => x.field)
      .sort();
    expect(fields).toEqual(['allowedPlan', 'riskEyesId', 'sonar']);

    const light = await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, { allowedPlan: 'LIGHT' });
    expect(light.json().client.planStatus).toBe('PLAN_STATUS_LIGHT');
    const resend = await api('POST', `/api/admin/companies/${c.companyId}/upgrade-mail`, admin);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().code).toBe('planIsLight');
  });

  it('refuses unknown fields, malformed ids and unknown companies, changing nothing', async () => {
    const c = await seed('active');
    const bad = await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, { deletedAt: null });
    expect(bad.statusCode).toBe(400);
    expect((await api('PATCH', '/api/admin/companies/nope', admin, { sonar: true })).statusCode).toBe(400);
    const missing = await api('PATCH', `/api/admin/companies/${ID}`, admin, { sonar: true });
    expect(missing.statusCode).toBe(404);
    expect((await api('GET', `/api/admin/companies/${ID}`, admin)).statusCode).toBe(404);
    expect(
      await db().select().from(adminChanges).where(eq(adminChanges.companyId, c.companyId)),
    ).toHaveLength(0);
  });

  it('disabling ends every session of the company and its sub-accounts and refuses sign-in; enabling lets them in', async () => {
    const c = await seed('active', true);
    const ownerCookie = await signIn(t.app, { email: c.owner.email, password: c.password });
    const staffCookie = await signIn(t.app, { email: c.staff!.email, password: c.password });
    expect((await api('GET', '/api/talents', ownerCookie)).statusCode).toBe(200);

    const off = await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().client.bannedAt).not.toBeNull();
    expect((await api('GET', '/api/talents', ownerCookie)).statusCode).toBe(401);
    expect((await api('GET', '/api/session', staffCookie)).statusCode).toBe(401);
    const refused = await signInPassword(t.app, { email: c.owner.email, password: c.password });
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json().code).toBe('BANNED_USER');

    const on = await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, { enabled: true });
    expect(on.json().client.bannedAt).toBeNull();
    const again = await signIn(t.app, { email: c.staff!.email, password: c.password });
    expect((await api('GET', '/api/session', again)).statusCode).toBe(200);
  });

  it('forced withdrawal sets deletedAt and bannedAt and locks out; recovery clears both', async () => {
    const c = await seed('active', true);
    const cookie = await signIn(t.app, { email: c.owner.email, password: c.password });
    const [u] = await db().select().from(user).where(eq(user.email, c.owner.email));
    expect(await db().select().from(session).where(eq(session.userId, u!.id))).not.toHaveLength(0);

    const out = await api('POST', `/api/admin/companies/${c.companyId}/withdraw`, admin);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ deletedAt: expect.any(String), bannedAt: expect.any(String) });
    expect(await db().select().from(session).where(eq(session.userId, u!.id))).toHaveLength(0);
    expect((await api('GET', '/api/session', cookie)).statusCode).toBe(401);
    const refused = await signInPassword(t.app, { email: c.staff!.email, password: c.password });
    expect(refused.response.statusCode).toBe(403);
    // A withdrawn company cannot be merely re-enabled: recovery is the way back.
    const enable = await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, { enabled: true });
    expect(enable.statusCode).toBe(409);
    const deleted = (await api('GET', '/api/admin/companies?filter=deleted&pageSize=100', admin)).json();
    expect(deleted.items.map((x: { id: string }) => x.id)).toContain(c.companyId);

    const back = await api('POST', `/api/admin/companies/${c.companyId}/recover`, admin);
    expect(back.json()).toMatchObject({ deletedAt: null, bannedAt: null });
    const cookie2 = await signIn(t.app, { email: c.owner.email, password: c.password });
    expect((await api('GET', '/api/talents', cookie2)).statusCode).toBe(200);
    const fields = (await api('GET', `/api/admin/companies/${c.companyId}/changes`, admin))
      .json()
      .map((x: { field: string }) => x.field);
    expect(fields).toEqual(['recovered', 'withdrawn']);
  });

  it('recovery keeps a sub-account its company disabled banned', async () => {
    const c = await seed('active', true);
    const ownerCookie = await signIn(t.app, { email: c.owner.email, password: c.password });
    const off = await api('POST', `/api/company/sub-accounts/${c.staff!.subAccountId}/enabled`, ownerCookie, {
      enabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    await api('POST', `/api/admin/companies/${c.companyId}/withdraw`, admin);
    await api('POST', `/api/admin/companies/${c.companyId}/recover`, admin);
    const staff = await signInPassword(t.app, { email: c.staff!.email, password: c.password });
    expect(staff.response.statusCode).toBe(403);
    const main = await signInPassword(t.app, { email: c.owner.email, password: c.password });
    expect(main.response.statusCode).toBe(200);
  });
});

describe('admin settings', () => {
  it('sends operator notifications to the saved address (ADMIN_NOTIFY_MAIL only before it is set)', async () => {
    const initial = (await api('GET', '/api/admin/config', admin)).json();
    expect(initial).toMatchObject({ mail: t.config.ADMIN_NOTIFY_MAIL, usingDefault: true });
    const invalid = await api('PUT', '/api/admin/config', admin, { shopId: 'tshop', mail: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].message).toBe('メールアドレスの形式が無効です');

    const saved = await api('PUT', '/api/admin/config', admin, {
      shopId: 'tshop00012345',
      mail: 'ops@example.jp',
    });
    expect(saved.json()).toEqual({ shopId: 'tshop00012345', mail: 'ops@example.jp', usingDefault: false });

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        companyName: '株式会社通知先',
        staffName: '通知 太郎',
        zipcode: '1500001',
        address1: '東京都渋谷区1-1',
        email: 'notify@signup.test',
        password: 'secret-123',
        passwordConfirmation: 'secret-123',
        selectedPlan: 'LIGHT',
        isAgreeToTerms: true,
        isAgreeToSpecialConditions: true,
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const mail = await mailTo('ops@example.jp', 'adminSignup');
    expect(mail.subject).toBe('【Refcheck】新規登録: 株式会社通知先');
  });
});

describe('announcements', () => {
  it('posts with the spec’s required-field messages, lists newest first for companies, deletes', async () => {
    const empty = await api('POST', '/api/admin/announcements', admin, { title: '', date: '', text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([
        'カテゴリーを選択してください。',
        'タイトルを入力してください。',
        '日付を入力してください。',
        'テキストを入力してください。',
      ]),
    );
    const older = await api('POST', '/api/admin/announcements', admin, {
      category: 'info',
      title: '古いお知らせ',
      date: '2026-01-05',
      text: '本文',
    });
    expect(older.statusCode, older.body).toBe(200);
    const newer = await api('POST', '/api/admin/announcements', admin, {
      category: 'press-release',
      title: '新しいお知らせ',
      date: '2026-02-01',
      href: 'https://example.com/press',
      text: '本文',
    });
    expect(newer.json()).toMatchObject({ date: '2026-02-01', href: 'https://example.com/press' });
    const list = (await api('GET', '/api/announcements', owner)).json();
    expect(list.map((a: { title: string }) => a.title)).toEqual(['新しいお知らせ', '古いお知らせ']);

    expect((await api('DELETE', `/api/admin/announcements/${newer.json().id}`, admin)).statusCode).toBe(200);
    expect((await api('DELETE', `/api/admin/announcements/${newer.json().id}`, admin)).statusCode).toBe(404);
    const after = (await api('GET', '/api/announcements', owner)).json();
    expect(after.map((a: { title: string }) => a.title)).toEqual(['古いお知らせ']);
  });
});

describe('billing', () => {
  it('exports last month with the exclusion rules, previews 20 rows and downloads Shift-JIS', async () => {
    const month = lastMonth();
    const old = new Date(Date.now() - 200 * 24 * 3600 * 1000);
    const billed: string[] = [];
    for (let i = 0; i < 22; i++) {
      const c = await createCompany(db(), {
        name: `請求テスト株式会社${String(i).padStart(2, '0')}`,
        staffName: '請求 太郎',
        email: `bill${i}@billing.test`,
        plan: 'STANDARD',
        createdAt: old,
        verifiedAt: old,
        cardValid: true,
        loginCount: 1,
      });
      // 会員ID is the company id: the member the card registration saves the card under (issue 20).
      billed.push(c.id);
    }
    const unverified = await createCompany(db(), {
      name: '未審査株式会社',
      staffName: 'x',
      email: 'unv@billing.test',
      plan: 'STANDARD',
      createdAt: old,
      verifiedAt: null,
      loginCount: 0,
    });
    // ATS-linked since its creation: the export reads each company's state at the billed month's end.
    const sonar = await createCompany(db(), {
      name: 'ソナー株式会社',
      staffName: 'x',
      email: 'sonar@billing.test',
      plan: 'STANDARD',
      createdAt: old,
      verifiedAt: old,
      loginCount: 0,
      sonar: true,
    });

    const preview = await api('GET', `/api/admin/billing/export?month=${month}`, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.preview).toHaveLength(20);
    expect(body.total).toBeGreaterThanOrEqual(22);
    expect(body.fileName).toBe(`billing${month}.csv`);

    const file = await api('GET', `/api/admin/billing/export.csv?month=${month}`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('Shift_JIS');
    const rows = parseBillingCsv(new Uint8Array(file.rawPayload));
    expect(rows).toHaveLength(body.total);
    const members = rows.map((r) => r.memberId);
    for (const uid of billed) expect(members).toContain(uid);
    expect(members).not.toContain(unverified.id);
    expect(members).not.toContain(sonar.id);
    expect(rows.every((r) => r.orderId.length <= 27 && [...r.itemText].length <= 25)).toBe(true);
    expect(rows.find((r) => r.memberId === billed[0])!.breakdownText).toContain('リスクチェック0円');

    expect((await api('GET', '/api/admin/billing/export?month=2025-1', admin)).statusCode).toBe(400);
  });

  it('refuses a bad usage CSV with the spec’s message and changes nothing; a good one feeds the export', async () => {
    const month = selectableRiskMonths(new Date())[1]!;
    const content = (text: string) => Buffer.from(encodeShiftJis(text)).toString('base64');
    const bad = await api('POST', '/api/admin/billing/risk-usage', admin, {
      month,
      content: content('会社,金額\r\nA,1\r\n'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'csvParseFailed',
      detail: 'CSVの解析に失敗しました。ファイルの内容をご確認ください。',
    });
    expect(
      await db().select().from(riskBillingRecords).where(eq(riskBillingRecords.yyyymm, month)),
    ).toHaveLength(0);
    const notSelectable = await api('POST', '/api/admin/billing/risk-usage', admin, {
      month: '200001',
      content: content('利用者ID\r\n'),
    });
    expect(notSelectable.statusCode).toBe(400);

    const [acme] = await db().select().from(companies).where(eq(companies.name, '株式会社アクメ'));
    // The demo company is ATS-linked (sonar, billed elsewhere since the risk-ats merge): bill it here, as it was
    // during the billed month (the export reads the state at the month's end).
    await changeCompanyAt(db(), new Date(billingInstant(month).getTime() - 24 * 3600 * 1000), acme!.id, {
      riskEyesId: 'RE-ACME',
      sonar: false,
    });
    const header = '利用者ID,利用者名,案件ID,調査種類,案件区分,案件名,利用日,商品名,件数,単価,金額';
    const csv = [
      header,
      'RE-ACME,アクメ,1,新聞,個人,佐藤,2025/01/05,検索料,1,450,￥450',
      'RE-ACME,アクメ,2,WEB,個人,佐藤,2025/01/05,検索料,1,450,￥450',
      'RE-ACME,アクメ,3,WEB,個人,佐藤,2025/01/06,閲覧料,1,"1,000","￥1,000"',
      'RE-OTHER,他社,4,WEB,個人,鈴木,2025/01/06,検索料,1,450,￥450',
    ].join('\r\n');
    const previewed = await api('POST', '/api/admin/billing/risk-usage/preview', admin, {
      month,
      content: content(csv),
    });
    expect(previewed.statusCode, previewed.body).toBe(200);
    expect(previewed.json()).toMatchObject({ rows: 4, total: 2350, userCount: 2, uploadedAt: null });
    expect(
      await db().select().from(riskBillingRecords).where(eq(riskBillingRecords.yyyymm, month)),
    ).toHaveLength(0);
    const uploaded = await api('POST', '/api/admin/billing/risk-usage', admin, {
      month,
      content: content(csv),
    });
    expect(uploaded.json()).toMatchObject({
      fileName: `riskeyes${month.slice(2)}.csv`,
      preview: [
        { userId: 'RE-ACME', amount: 1900 },
        { userId: 'RE-OTHER', amount: 450 },
      ],
    });
    const months = (await api('GET', '/api/admin/billing/months', admin)).json();
    expect(months.riskMonths).toEqual(selectableRiskMonths(new Date()));
    expect(months.uploaded[0]).toMatchObject({ month, users: 2, total: 2350 });

    const file = await api('GET', `/api/admin/billing/export.csv?month=${month}`, admin);
    const row = parseBillingCsv(new Uint8Array(file.rawPayload)).find((r) => r.memberId === acme!.id);
    expect(row?.breakdownText).toContain('リスクチェック1900円');
  });
});
