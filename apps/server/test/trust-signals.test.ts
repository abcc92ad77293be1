/**
 * Trust signals (issue 22): GET /api/talents/:id/risk-signals and POST …/:code/review, computed from a real check's
 * data on PGlite (and PostgreSQL with TEST_DATABASE_URL): the level, each signal's reason in the reader's language,
 * reviews, roles and tenant isolation.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerFingerprintBands,
  answerFingerprints,
  answers,
  auditLog,
  referees,
  talents,
} from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import type { TestApp } from './helpers.ts';
import { refereeBrowser, uploadIdentificationAs } from './referee-helpers.ts';
import { ALL_DEMO, openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let owner: string, staff: string, light: string, admin: string;
let companyId: string;
beforeAll(async () => {
  ({ t, owner, staff, light, admin, acmeId: companyId } = await openDemoApp(ALL_DEMO));
});
afterAll(() => t.close());

const strength =
  '営業チームのリーダーとして毎月の目標を確実に達成していました。後輩の相談にもよく乗っており、チームの雰囲気を明るくしてくれる存在でした。';
const other =
  '顧客対応が丁寧で、難しい案件でも粘り強く交渉していました。一方で資料作成は締め切り直前になることがあり、周囲が手伝う場面もありました。';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** A check of the owner's company whose referees answered `texts` (one free text each), from `began` to now. */
async function check(
  referees_: { email?: string; phone?: string; text: string; beganMinutesAgo?: number; ip?: string }[],
  candidate: { email?: string; ip?: string } = {},
) {
  const seeded = await seedReferenceCheck(t.database.db, {
    companyId,
    talentEmail: candidate.email ?? `cand-${Math.random().toString(36).slice(2)}@example.jp`,
    referees: referees_.map((r, i) => ({
      name: `推薦 ${i + 1}`,
      email: r.email ?? `ref-${Math.random().toString(36).slice(2)}@example.co.jp`,
      phoneNumber: r.phone ?? null,
    })),
  });
  const db = t.database.db;
  if (candidate.ip)
    await db.update(talents).set({ ipAddress: candidate.ip }).where(eq(talents.id, seeded.talentId));
  for (const [i, r] of referees_.entries()) {
    const refereeId = seeded.referees[i]!.id;
    const began = minutesAgo(r.beganMinutesAgo ?? 40);
    await db.insert(answers).values({
      refereeId,
      talentId: seeded.talentId,
      questionKey: 'description_2',
      text: r.text,
      createdAt: began,
      updatedAt: began,
    });
    await db
      .update(referees)
      .set({
        completedAt: new Date(),
        phoneVerifiedAt: began,
        ipAddress: r.ip ?? `10.1.${i}.${Math.floor(Math.random() * 250)}`,
      })
      .where(eq(referees.id, refereeId));
  }
  return seeded;
}

const get = (cookie: string, id: string, query = '') =>
  t.app.inject({ url: `/api/talents/${id}/risk-signals${query}`, headers: { cookie } });
const review = (cookie: string, id: string, code: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/talents/${id}/risk-signals/${code}/review`,
    headers: { cookie },
    payload,
  });

describe('GET /api/talents/:id/risk-signals', () => {
  it('shows an honest check as low with no signals', async () => {
    const { talentId } = await check([{ text: strength }, { text: other }]);
    const res = await get(owner, talentId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ level: 'low', signals: [] });
  });

  it('shows copied free text and a completion minutes after the first answer as high, with reasons', async () => {
    const seeded = await check([
      { text: strength },
      { text: `${strength}非常に優秀な方です。`, beganMinutesAgo: 2 },
    ]);
    const res = await get(owner, seeded.talentId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.level).toBe('high');
    const [r1, r2] = seeded.referees.map((r) => r.id);
    expect(body.signals).toEqual([
      {
        code: 'similarText',
        severity: 'alert',
        refereeIds: [r1, r2],
        reason: '複数の推薦者の自由記述の回答がよく似ています。',
        benign: '定型的な表現や、同じ職場で共有された評価の言い回しが似ることもあります。',
        details: [],
        reviewedAt: null,
        reviewedBy: null,
        note: null,
      },
      expect.objectContaining({
        code: 'fastAnswers',
        severity: 'warning',
        refereeIds: [r2],
        reason: '回答時間が所要時間の目安の3分の1未満でした。',
      }),
    ]);
    const en = (await get(staff, seeded.talentId, '?lang=en')).json();
    expect(en.signals[0].reason).toBe("Several referees' free-text answers are very similar.");
  });

  it("flags a referee on the candidate's IP address and contacts used for the company's other candidates", async () => {
    const shared = `shared-${Math.random().toString(36).slice(2)}@example.co.jp`;
    await check([{ text: strength, email: shared }]);
    const seeded = await check(
      [
        { text: other, email: shared.toUpperCase(), ip: '10.9.9.9' },
        { text: strength, phone: '+815012345678' },
      ],
      { ip: '10.9.9.9' },
    );
    const body = (await get(owner, seeded.talentId)).json();
    const [r1, r2] = seeded.referees.map((r) => r.id);
    expect(
      body.signals.map((s: { code: string; severity: string; refereeIds: string[] }) => [
        s.code,
        s.severity,
        s.refereeIds,
      ]),
    ).toEqual([
      ['sharedIp', 'warning', [r1]],
      ['contactReused', 'warning', [r1]],
      ['phoneLineType', 'info', [r2]],
    ]);
    expect(body.level).toBe('high');
    expect(body.signals[2].reason).toBe('推薦者の電話番号がIP電話（050）です。');
  });

  it('flags two referees who opened their links in one browser, and not referees on their own browsers', async () => {
    const seeded = await check([{ text: strength }, { text: other }, { text: '特になし' }]);
    const open = (browser: ReturnType<typeof refereeBrowser>, i: number) =>
      browser('POST', '/api/referee-flow/session', {
        company: companyId,
        talent: seeded.talentId,
        token: seeded.referees[i]!.token,
      });
    const shared = refereeBrowser(t.app);
    expect((await open(shared, 0)).statusCode).toBe(200);
    expect((await open(shared, 1)).statusCode).toBe(200);
    expect(shared.jar.get('rc_device')).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await open(refereeBrowser(t.app), 2)).statusCode).toBe(200);
    const body = (await get(owner, seeded.talentId)).json();
    const [r1, r2] = seeded.referees.map((r) => r.id);
    expect(body.level).toBe('high');
    expect(body.signals[0]).toMatchObject({
      code: 'sharedDevice',
      severity: 'alert',
      refereeIds: [r1, r2],
      reason: '複数の推薦者が同じ端末・ブラウザから回答しています。',
    });
  });

  it('refuses an operator (403), the signed-out (401) and another company (404)', async () => {
    const { talentId } = await check([{ text: strength }]);
    expect((await get(admin, talentId)).statusCode).toBe(403);
    expect((await get('', talentId)).statusCode).toBe(401);
    expect((await get(light, talentId)).statusCode).toBe(404);
    expect((await get(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(owner, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('similarText across checks (answer fingerprints)', () => {
  const copiedElsewhere =
    '入社当初から数字への意識が高く、担当した新規開拓では半年で二十社以上と契約を結びました。会議では必ず代案を示し、周囲を前向きにする人です。';
  let phones = 0;
  /** A check of `company` whose one referee answers every written question with `text` and completes, through the flow. */
  async function completedThroughFlow(company: string, text: string) {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId: company,
      referees: [{ name: '推薦 指紋' }],
    });
    phones += 1;
    const call = await uploadIdentificationAs(
      t.app,
      company,
      seeded,
      0,
      `0907${String(Date.now() % 1e6).padStart(6, '0')}${phones}`.slice(0, 11),
    );
    const me = (await call('GET', '/api/referee-flow/me')).json();
    for (const q of me.questions) {
      const body = q.kind === 'description' ? { text } : { level: 4 };
      const saved = await call('PUT', `/api/referee-flow/answers/${q.key}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const done = await call('POST', '/api/referee-flow/complete');
    expect(done.statusCode, done.body).toBe(200);
    return {
      ...seeded,
      descriptions: me.questions.filter((q: { kind: string }) => q.kind === 'description').length,
    };
  }
  const similarText = async (cookie: string, talentId: string) =>
    (await get(cookie, talentId)).json().signals.find((s: { code: string }) => s.code === 'similarText');

  it("flags a referee whose text matches a referee's of another of the company's candidates, both ways, as a warning", async () => {
    const first = await completedThroughFlow(companyId, copiedElsewhere);
    const fingerprints = await t.database.db
      .select()
      .from(answerFingerprints)
      .where(eq(answerFingerprints.refereeId, first.referees[0]!.id));
    expect(first.descriptions).toBeGreaterThan(0);
    expect(fingerprints).toHaveLength(first.descriptions);
    expect(fingerprints[0]!.signature).toHaveLength(64);
    expect(
      await t.database.db
        .select()
        .from(answerFingerprintBands)
        .where(eq(answerFingerprintBands.fingerprintId, fingerprints[0]!.id)),
    ).toHaveLength(12);
    expect(await similarText(owner, first.talentId)).toBeUndefined();

    const second = await completedThroughFlow(
      companyId,
      `${copiedElsewhere.replace('。', '！')}とても信頼できます。`,
    );
    expect(await similarText(owner, second.talentId)).toMatchObject({
      severity: 'warning',
      refereeIds: [second.referees[0]!.id],
      reason: '推薦者の自由記述の回答が、貴社の別の候補者の推薦者の回答とよく似ています。',
    });
    expect(await similarText(owner, first.talentId)).toMatchObject({
      severity: 'warning',
      refereeIds: [first.referees[0]!.id],
    });
  });

  it("neither matches an honest text nor another company's candidates, and goes with the check", async () => {
    const lightCompany = (await findUserByEmail(t.database.db, 'owner@light.test'))!.companyId!;
    const elsewhere = await completedThroughFlow(lightCompany, copiedElsewhere);
    expect(await similarText(light, elsewhere.talentId)).toBeUndefined();
    const honest = await completedThroughFlow(companyId, strength);
    expect(await similarText(owner, honest.talentId)).toBeUndefined();
    // The fingerprints are the check's data: deleting the candidate's row deletes them.
    await t.database.db.delete(talents).where(eq(talents.id, honest.talentId));
    const left = await t.database.db
      .select()
      .from(answerFingerprints)
      .where(eq(answerFingerprints.talentId, honest.talentId));
    expect(left).toEqual([]);
  });
});

describe('the report PDF', () => {
  it('carries the level, each reason and the review', async () => {
    const { talentId } = await check([{ text: strength }, { text: strength }]);
    await review(owner, talentId, 'similarText', { note: '本人確認済み' });
    const res = await t.app.inject({
      url: `/api/company/talents/${talentId}/report.pdf?lang=jp`,
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trust-pdf-')), 'report.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain('なりすましリスク：高');
    expect(text).toContain('複数の推薦者の自由記述の回答がよく似ています。');
    expect(text).toMatch(/山田花子が\d{4}年\d{2}月\d{2}日に確認済み：本人確認済み/);
  });
});

describe('POST /api/talents/:id/risk-signals/:code/review', () => {
  it('marks a signal reviewed with who, when and the note, and writes the audit log', async () => {
    const { talentId } = await check([{ text: strength }, { text: strength }]);
    const res = await review(owner, talentId, 'similarText', { note: '  推薦者本人に電話で確認済み ' });
    expect(res.statusCode, res.body).toBe(200);
    const signal = res.json().signals.find((s: { code: string }) => s.code === 'similarText');
    expect(signal).toMatchObject({ reviewedBy: '山田 花子', note: '推薦者本人に電話で確認済み' });
    expect(Date.parse(signal.reviewedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.json().level).toBe('high');

    // A sub-account reviews again: the review is replaced.
    const again = await review(staff, talentId, 'similarText', { note: '再確認' });
    expect(again.json().signals[0]).toMatchObject({ reviewedBy: '佐藤 健', note: '再確認' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'riskSignal.review'), eq(auditLog.target, `talent:${talentId}:similarText`)),
      );
    expect(audit).toHaveLength(2);
  });

  it('refuses a blank note, an unknown code, and a signal the check does not have', async () => {
    const { talentId } = await check([{ text: strength }, { text: strength }]);
    const blank = await review(owner, talentId, 'similarText', { note: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      expect.objectContaining({ path: 'note', message: '入力必須項目です' }),
    ]);
    expect((await review(owner, talentId, 'madeUp', { note: 'x' })).statusCode).toBe(400);
    expect((await review(owner, talentId, 'sharedDevice', { note: 'x' })).statusCode).toBe(404);
  });

  it('refuses an operator, the signed-out and another company, and changes nothing', async () => {
    const { talentId } = await check([{ text: strength }, { text: strength }]);
    expect((await review(admin, talentId, 'similarText', { note: 'x' })).statusCode).toBe(403);
    expect((await review('', talentId, 'similarText', { note: 'x' })).statusCode).toBe(401);
    expect((await review(light, talentId, 'similarText', { note: 'x' })).statusCode).toBe(404);
    expect((await get(owner, talentId)).json().signals[0].reviewedAt).toBeNull();
  });
});
