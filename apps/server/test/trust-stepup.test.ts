/**
 * Issue 22, the parts built last: the referee confirms or corrects the relationship and period the candidate stated
 * (PUT /api/referee-flow/relationship → the `relationshipCorrected` warning with both versions), and step-up
 * identification (the company setting, and the completion refused without the image when the risk is medium+).
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, companies, referees } from '../src/db/schema/index.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import type { TestApp } from './helpers.ts';
import { PNG, refereeBrowser, verifiedRefereeBrowser } from './referee-helpers.ts';
import { ALL_DEMO, openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let owner: string, staff: string, light: string, admin: string;
let companyId: string;
beforeAll(async () => {
  ({ t, owner, staff, light, admin, acmeId: companyId } = await openDemoApp(ALL_DEMO));
});
afterAll(() => t.close());

let phone = 1000;
const nextPhone = () => `0907${String(Math.floor(Math.random() * 900) + 100)}${String(phone++)}`;
const signals = (talentId: string, lang = 'jp') =>
  t.app.inject({ url: `/api/talents/${talentId}/risk-signals?lang=${lang}`, headers: { cookie: owner } });
const seed = (n: number) =>
  seedReferenceCheck(t.database.db, {
    companyId,
    talentEmail: `cand-${Math.random().toString(36).slice(2)}@example.jp`,
    referees: Array.from({ length: n }, (_, i) => ({
      name: `推薦 ${i + 1}`,
      email: `ref-${Math.random().toString(36).slice(2)}@example.co.jp`,
    })),
  });

describe('PUT /api/referee-flow/relationship', () => {
  it('shows the candidate’s statement to the referee, and a confirmation as right raises nothing', async () => {
    const seeded = await seed(1);
    const call = await verifiedRefereeBrowser(t.app, companyId, seeded, 0, nextPhone());
    const me = (await call('GET', '/api/referee-flow/me')).json();
    expect(me.stated).toEqual({
      relationship: 'directSupervisor',
      otherRelationship: '',
      timeToBegin: '2020-04',
      timeToEnd: null,
    });
    expect(me.relationshipConfirmation).toBeNull();
    const res = await call('PUT', '/api/referee-flow/relationship', { answer: 'correct' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/referee-flow/me')).json().relationshipConfirmation).toEqual({
      answer: 'correct',
      relationship: null,
      otherRelationship: null,
      timeToBegin: null,
      timeToEnd: null,
    });
    expect((await signals(seeded.talentId)).json()).toEqual({ level: 'low', signals: [] });
  });

  it('turns a correction into the relationshipCorrected warning with both versions, on the page and in the PDF', async () => {
    const seeded = await seed(2);
    const call = await verifiedRefereeBrowser(t.app, companyId, seeded, 1, nextPhone());
    const res = await call('PUT', '/api/referee-flow/relationship', {
      answer: 'corrected',
      relationship: 'colleague',
      timeToBegin: '2021-10',
      workingTogether: false,
      timeToEnd: '2023-03',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = (await signals(seeded.talentId)).json();
    expect(body.level).toBe('medium');
    expect(body.signals).toEqual([
      expect.objectContaining({
        code: 'relationshipCorrected',
        severity: 'warning',
        refereeIds: [seeded.referees[1]!.id],
        reason: '推薦者が、候補者の申告した関係または期間を訂正しました。',
        details: [
          '推薦 2　候補者の申告：直属の上司　2020年4月〜現在　推薦者の訂正：同僚　2021年10月〜2023年3月',
        ],
      }),
    ]);
    const en = (await signals(seeded.talentId, 'en')).json();
    expect(en.signals[0].details).toEqual([
      '推薦 2 — stated by the candidate: Direct supervisor　Apr 2020 – present; corrected by the referee: Colleague　Oct 2021 – Mar 2023',
    ]);

    const pdf = await t.app.inject({
      url: `/api/company/talents/${seeded.talentId}/report.pdf?lang=jp`,
      headers: { cookie: owner },
    });
    expect(pdf.statusCode).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stepup-pdf-')), 'report.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    // pdftotext may break the line anywhere: both versions are there, in order.
    expect(text).toMatch(/候補者の申告：直属の上司2020年4月〜現在推薦者の訂正：同僚.*2021年10月〜2023年3月/);

    // Answering "right" afterwards withdraws the correction.
    await call('PUT', '/api/referee-flow/relationship', { answer: 'correct' });
    expect((await signals(seeded.talentId)).json().signals).toEqual([]);
  });

  it('refuses an incomplete correction with the field messages, and stores nothing', async () => {
    const seeded = await seed(1);
    const call = await verifiedRefereeBrowser(t.app, companyId, seeded, 0, nextPhone());
    const res = await call('PUT', '/api/referee-flow/relationship', {
      answer: 'corrected',
      relationship: 'other',
      workingTogether: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'otherRelationship',
      'timeToBegin',
    ]);
    expect((await call('PUT', '/api/referee-flow/relationship', { answer: 'maybe' })).statusCode).toBe(400);
    const [row] = await t.database.db
      .select({ at: referees.relationshipConfirmedAt })
      .from(referees)
      .where(eq(referees.id, seeded.referees[0]!.id));
    expect(row!.at).toBeNull();
  });

  it('refuses a referee who has not verified the phone (403), no flow cookie (401/404) and a completed referee (409)', async () => {
    const seeded = await seed(1);
    const browser = refereeBrowser(t.app);
    await browser('POST', '/api/referee-flow/session', {
      company: companyId,
      talent: seeded.talentId,
      token: seeded.referees[0]!.token,
    });
    expect((await browser('PUT', '/api/referee-flow/relationship', { answer: 'correct' })).statusCode).toBe(
      403,
    );
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/referee-flow/relationship',
      payload: { answer: 'correct' },
    });
    expect([401, 404]).toContain(anonymous.statusCode);
    const call = await verifiedRefereeBrowser(t.app, companyId, seeded, 0, nextPhone());
    await t.database.db
      .update(referees)
      .set({ completedAt: new Date() })
      .where(eq(referees.id, seeded.referees[0]!.id));
    expect((await call('PUT', '/api/referee-flow/relationship', { answer: 'correct' })).statusCode).toBe(409);
  });
});

const settings = (cookie: string, payload?: unknown) =>
  t.app.inject({
    method: payload === undefined ? 'GET' : 'PUT',
    url: '/api/company/step-up-settings',
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as never }),
  });

describe('GET/PUT /api/company/step-up-settings', () => {
  it('is off by default, and the main account switches it on for its own company only', async () => {
    expect((await settings(owner)).json()).toEqual({ stepUpIdentification: false });
    const on = await settings(owner, { stepUpIdentification: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ stepUpIdentification: true });
    expect((await settings(staff)).json()).toEqual({ stepUpIdentification: true });
    // Another company keeps its own (off).
    expect((await settings(light)).json()).toEqual({ stepUpIdentification: false });
    await settings(owner, { stepUpIdentification: false });
  });

  it('refuses a sub-account (403), a bad value (400), an operator (403) and the signed-out (401)', async () => {
    const sub = await settings(staff, { stepUpIdentification: true });
    expect(sub.statusCode).toBe(403);
    expect(sub.json().code).toBe('mainAccountOnly');
    const bad = await settings(owner, { stepUpIdentification: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'stepUpIdentification' });
    expect((await settings(admin)).statusCode).toBe(403);
    expect((await settings('')).statusCode).toBe(401);
    expect((await settings(owner)).json()).toEqual({ stepUpIdentification: false });
  });
});

describe('step-up identification at completion', () => {
  const setCompany = (values: { stepUpIdentification: boolean; isBusinessCardRequired: boolean }) =>
    t.database.db.update(companies).set(values).where(eq(companies.id, companyId));

  /** A verified referee who answered every question (the first answer an hour ago: not a fast completion). */
  async function answered(correct: boolean) {
    const seeded = await seed(1);
    const call = await verifiedRefereeBrowser(t.app, companyId, seeded, 0, nextPhone());
    const me = (await call('GET', '/api/referee-flow/me')).json();
    for (const q of me.questions) {
      const body = q.kind === 'description' ? { text: `回答 ${q.key}` } : { level: 4 };
      expect((await call('PUT', `/api/referee-flow/answers/${q.key}`, body)).statusCode).toBe(200);
    }
    await t.database.db
      .update(answers)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(answers.refereeId, seeded.referees[0]!.id));
    await call(
      'PUT',
      '/api/referee-flow/relationship',
      correct
        ? { answer: 'correct' }
        : { answer: 'corrected', relationship: 'colleague', timeToBegin: '2022-01', workingTogether: true },
    );
    return call;
  }

  it('refuses the completion without the image when the risk is medium, and accepts it after the upload', async () => {
    await setCompany({ stepUpIdentification: true, isBusinessCardRequired: false });
    const call = await answered(false);
    expect((await call('GET', '/api/referee-flow/me')).json()).toMatchObject({
      isBusinessCardRequired: false,
      isIdentificationRequired: true,
    });
    const refused = await call('POST', '/api/referee-flow/complete');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('referee.identificationRequired');
    expect(
      (await call('POST', '/api/referee-flow/identification', PNG, { 'content-type': 'image/png' }))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', '/api/referee-flow/complete')).statusCode).toBe(200);
  });

  it('completes without the image when the risk is low, or when the company left the setting off', async () => {
    await setCompany({ stepUpIdentification: true, isBusinessCardRequired: false });
    const low = await answered(true);
    expect((await low('GET', '/api/referee-flow/me')).json().isIdentificationRequired).toBe(false);
    expect((await low('POST', '/api/referee-flow/complete')).statusCode).toBe(200);

    await setCompany({ stepUpIdentification: false, isBusinessCardRequired: false });
    const off = await answered(false);
    expect((await off('GET', '/api/referee-flow/me')).json().isIdentificationRequired).toBe(false);
    expect((await off('POST', '/api/referee-flow/complete')).statusCode).toBe(200);
  });

  it('counts the completion itself: a completion seconds after the first answer (fast answers) reaches medium', async () => {
    await setCompany({ stepUpIdentification: true, isBusinessCardRequired: false });
    const seeded = await seed(1);
    const call = await verifiedRefereeBrowser(t.app, companyId, seeded, 0, nextPhone());
    const me = (await call('GET', '/api/referee-flow/me')).json();
    for (const q of me.questions) {
      await call(
        'PUT',
        `/api/referee-flow/answers/${q.key}`,
        q.kind === 'description' ? { text: '良い' } : { level: 3 },
      );
    }
    const refused = await call('POST', '/api/referee-flow/complete');
    expect(refused.json().code).toBe('referee.identificationRequired');
    await setCompany({ stepUpIdentification: false, isBusinessCardRequired: true });
  });
});
