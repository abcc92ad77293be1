/**
 * Consent evidence and records of provision (issue 23 items 1 and 2): consent records with the version of the text
 * shown for candidates, referees and companies; one record of provision per report delivered; the export as JSON
 * and CSV (UTF-8, Shift-JIS decoded by the system iconv), its period check, who may export, and the records
 * outliving the candidate's purge.
 */
import { spawnSync } from 'node:child_process';
import { consentTextVersion } from '@refcheck/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, consentRecords, provisionRecords, referees, talents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { type SeededReferenceCheck, seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { issueLinkToken } from '../src/platform/links/tokens.ts';
import type { TestApp } from './helpers.ts';
import { refereeBrowser } from './referee-helpers.ts';
import { ALL_DEMO, openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let acme: string, light: string;
let owner: string, staff: string, lightOwner: string, admin: string;

beforeAll(async () => {
  ({ t, acmeId: acme, lightId: light, owner, staff, light: lightOwner, admin } = await openDemoApp(ALL_DEMO));
});
afterAll(() => t.close());

const today = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const tokyoDay = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A candidate of `companyId` who consented (in `language`) and whose referees have all completed. */
async function completedCheck(
  companyId: string,
  names: { talent: string; referees: string[] },
  language: 'jp' | 'en' | 'cn' = 'jp',
) {
  const db = t.database.db;
  const seeded = await seedReferenceCheck(db, {
    companyId,
    talentName: names.talent,
    talentEmail: `${names.talent.length}-${Date.now()}@example.jp`,
    referees: names.referees.map((name) => ({ name })),
  });
  await candidateConsents(companyId, seeded.talentId, language);
  await db.update(referees).set({ completedAt: new Date() }).where(eq(referees.talentId, seeded.talentId));
  return seeded;
}

async function candidateConsents(companyId: string, talentId: string, language?: 'jp' | 'en' | 'cn') {
  const token = await issueLinkToken(t.database.db, {
    companyId,
    talentId,
    purpose: 'talent',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/talent-flow/session',
    payload: { company: companyId, token },
  });
  expect(session.statusCode, session.body).toBe(200);
  const cookie = ([] as string[]).concat(session.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  const consent = await t.app.inject({
    method: 'POST',
    url: '/api/talent-flow/consent',
    payload: language ? { language } : {},
    headers: { cookie, 'user-agent': 'candidate-browser/1.0' },
  });
  expect(consent.statusCode, consent.body).toBe(200);
}

const report = (talentId: string, cookie = owner, pdf = false) =>
  t.app.inject({
    url: `/api/company/talents/${talentId}/report${pdf ? '.pdf?lang=jp' : ''}`,
    headers: { cookie },
  });

const exportRecords = (query: Record<string, string>, cookie = owner) =>
  t.app.inject({
    url: `/api/provision-records?${new URLSearchParams(query)}`,
    headers: { cookie, 'accept-language': 'ja' },
  });

const recordsOf = (talentId: string) =>
  t.database.db.select().from(provisionRecords).where(eq(provisionRecords.talentId, talentId));

describe('consent records', () => {
  it('records the candidate consent with the version of the text in the language shown', async () => {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId: acme,
      referees: [{ name: '推薦 一郎' }],
    });
    await candidateConsents(acme, seeded.talentId, 'cn');
    const rows = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.talentId, seeded.talentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subjectKind: 'candidate',
      consentKind: 'candidatePrivacy',
      companyId: acme,
      language: 'cn',
      textVersion: consentTextVersion('candidatePrivacy', 'cn'),
      userAgent: 'candidate-browser/1.0',
    });
    expect(rows[0]!.ip).toBeTruthy();
    expect(rows[0]!.textVersion).not.toBe(consentTextVersion('candidatePrivacy', 'jp'));

    // Without a language the candidate's own (jp) is taken; a client-sent hash is not a field at all.
    await candidateConsents(acme, seeded.talentId);
    const again = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.talentId, seeded.talentId));
    expect(again.map((r) => r.language).sort()).toEqual(['cn', 'jp']);
  });

  it('records the referee consent and refuses a language that is not offered', async () => {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId: acme,
      referees: [{ name: '推薦 二郎' }],
    });
    const r = seeded.referees[0]!;
    const call = refereeBrowser(t.app);
    const opened = await call('POST', '/api/referee-flow/session', {
      company: acme,
      talent: seeded.talentId,
      token: r.token,
    });
    expect(opened.statusCode).toBe(200);
    const bad = await call('POST', '/api/referee-flow/consent', { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    const ok = await call('POST', '/api/referee-flow/consent', { language: 'en' }, { 'user-agent': 'ref/2' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.database.db.select().from(consentRecords).where(eq(consentRecords.refereeId, r.id));
    expect(row).toMatchObject({
      subjectKind: 'referee',
      consentKind: 'refereePrivacy',
      companyId: acme,
      talentId: seeded.talentId,
      language: 'en',
      textVersion: consentTextVersion('refereePrivacy', 'en'),
      userAgent: 'ref/2',
    });
  });

  it("records the company's acceptance of the terms at sign-up, in the sign-up transaction", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'user-agent': 'signup-browser' },
      payload: {
        companyName: '株式会社同意テスト',
        staffName: '同意 太郎',
        zipcode: '1500001',
        address1: '東京都渋谷区神宮前1-1-1',
        email: 'consent@signup.test',
        password: 'secret-123',
        passwordConfirmation: 'secret-123',
        isAgreeToTerms: true,
        termsLanguage: 'en',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = await findUserByEmail(t.database.db, 'consent@signup.test');
    const [row] = await t.database.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.userId, user!.id));
    expect(row).toMatchObject({
      subjectKind: 'companyUser',
      consentKind: 'companyTerms',
      companyId: user!.companyId,
      language: 'en',
      textVersion: consentTextVersion('companyTerms', 'en'),
      userAgent: 'signup-browser',
    });
  });
});

describe('records of provision', () => {
  let check: SeededReferenceCheck;
  beforeAll(async () => {
    check = await completedCheck(acme, { talent: '髙橋 候補', referees: ['渡邉 推薦', '佐藤 推薦'] });
  });

  it('shows the consent on the report and writes one record at the first delivery, never twice', async () => {
    const first = await report(check.talentId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().consent).toMatchObject({ version: consentTextVersion('candidatePrivacy', 'jp') });
    expect((await report(check.talentId, owner, true)).statusCode).toBe(200);
    expect((await report(check.talentId)).statusCode).toBe(200);
    const rows = await recordsOf(check.talentId);
    expect(rows).toHaveLength(1);
    const [consent] = await t.database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.talentId, check.talentId), eq(consentRecords.subjectKind, 'candidate')));
    expect(rows[0]).toMatchObject({
      companyId: acme,
      talentId: check.talentId,
      candidateName: '髙橋 候補',
      providers: ['渡邉 推薦', '佐藤 推薦'],
      dataItems: ['answers', 'scores', 'grades', 'comments', 'identification'],
      consentRecordId: consent!.id,
      channel: 'report',
    });
  });

  it('writes nothing while no referee has answered; the PDF alone is a first delivery', async () => {
    const open = await seedReferenceCheck(t.database.db, {
      companyId: acme,
      referees: [{ name: '未回答 推薦' }],
    });
    expect((await report(open.talentId)).statusCode).toBe(200);
    expect(await recordsOf(open.talentId)).toHaveLength(0);

    const byPdf = await completedCheck(acme, { talent: 'PDF 候補', referees: ['PDF 推薦'] });
    expect((await report(byPdf.talentId, owner, true)).statusCode).toBe(200);
    expect((await recordsOf(byPdf.talentId)).map((r) => r.channel)).toEqual(['pdf']);
  });

  it('exports the period as JSON pages, UTF-8 CSV and Shift-JIS CSV (system iconv -f CP932), audited', async () => {
    const json = await exportRecords({ from: tokyoDay(-1), to: today() });
    expect(json.statusCode, json.body).toBe(200);
    const page = json.json();
    expect(page).toMatchObject({ page: 1, pageSize: 100 });
    const mine = page.items.find((r: { talentId: string }) => r.talentId === check.talentId);
    expect(mine).toMatchObject({
      candidateName: '髙橋 候補',
      providers: ['渡邉 推薦', '佐藤 推薦'],
      consentVersion: consentTextVersion('candidatePrivacy', 'jp'),
    });
    expect(page.items.every((r: { companyId: string }) => r.companyId === acme)).toBe(true);

    const utf8 = await exportRecords({ from: today(), to: today(), format: 'csv' });
    expect(utf8.statusCode).toBe(200);
    expect(utf8.headers['content-type']).toMatch(/text\/csv; charset=utf-8/);
    expect(utf8.headers['content-disposition']).toMatch(/provision-records_\d{8}-\d{8}\.csv/);
    expect(utf8.body).toContain('髙橋 候補');

    const sjis = await exportRecords({ from: today(), to: today(), format: 'csv', encoding: 'shift_jis' });
    expect(sjis.statusCode).toBe(200);
    expect(sjis.headers['content-type']).toMatch(/Shift_JIS/);
    const decoded = spawnSync('iconv', ['-f', 'CP932', '-t', 'UTF-8'], { input: sjis.rawPayload });
    expect(decoded.status, decoded.stderr.toString()).toBe(0);
    const text = decoded.stdout.toString('utf8');
    expect(text).toContain('提供日時');
    expect(text).toContain('髙橋 候補');
    expect(text).toContain('渡邉 推薦、佐藤 推薦');

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'provision-records.export'));
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(audits.every((a) => a.companyId === acme)).toBe(true);
  });

  it('refuses a bad period with a localized 400', async () => {
    const reversed = await exportRecords({ from: '2025-03-02', to: '2025-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('終了日は開始日以降の日付を指定してください');
    const long = await exportRecords({ from: '2024-01-01', to: '2025-01-01' });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('期間は1年以内で指定してください');
    const english = await t.app.inject({
      url: '/api/provision-records?from=2025-02-30&to=2025-03-01',
      headers: { cookie: owner, 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(400);
    expect(JSON.stringify(english.json())).toContain('Enter a valid date');
  });

  it('refuses sub-accounts and signed-out callers; another company never sees these records', async () => {
    expect((await exportRecords({ from: today(), to: today() }, staff)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: `/api/provision-records?from=${today()}&to=${today()}` })).statusCode,
    ).toBe(401);
    const other = await completedCheck(light, { talent: '他社 候補', referees: ['他社 推薦'] });
    expect((await report(other.talentId, lightOwner)).statusCode).toBe(200);
    // The other company asks for acme's records by id: it gets its own only.
    const theirs = await exportRecords({ from: today(), to: today(), companyId: acme }, lightOwner);
    expect(theirs.statusCode).toBe(200);
    const names = theirs.json().items.map((r: { candidateName: string }) => r.candidateName);
    expect(names).toEqual(['他社 候補']);
    const ourCsv = await exportRecords({ from: today(), to: today(), format: 'csv' });
    expect(ourCsv.body).not.toContain('他社 候補');
  });

  it('lets the operator see every company, or one', async () => {
    const all = await exportRecords({ from: today(), to: today() }, admin);
    expect(all.statusCode).toBe(200);
    const companies = new Set(all.json().items.map((r: { companyId: string }) => r.companyId));
    expect(companies).toEqual(new Set([acme, light]));
    const one = await exportRecords({ from: today(), to: today(), companyId: light, format: 'csv' }, admin);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('他社 候補');
    expect(one.body).not.toContain('髙橋 候補');
  });

  it("survives the candidate's purge (no answers in it)", async () => {
    const gone = await completedCheck(acme, { talent: '削除 候補', referees: ['削除 推薦'] });
    expect((await report(gone.talentId)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/talents/${gone.talentId}`,
      headers: { cookie: owner },
    });
    expect(del.statusCode).toBe(204);
    const purge = await t.app.inject({
      method: 'DELETE',
      url: `/api/talents/${gone.talentId}/purge`,
      headers: { cookie: owner },
    });
    expect(purge.statusCode, purge.body).toBe(204);
    expect(await t.database.db.select().from(talents).where(eq(talents.id, gone.talentId))).toHaveLength(0);
    const [kept] = await recordsOf(gone.talentId);
    expect(kept).toMatchObject({ candidateName: '削除 候補', providers: ['削除 推薦'] });
    expect(
      await t.database.db.select().from(consentRecords).where(eq(consentRecords.talentId, gone.talentId)),
    ).toHaveLength(1);
    const csv = await exportRecords({ from: today(), to: today(), format: 'csv' });
    expect(csv.body).toContain('削除 候補');
  });
});
