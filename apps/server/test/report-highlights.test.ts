/**
 * The report's highlights (issue 40): the internal report and the public API v1 report carry the highlights of a
 * seeded check, equal to a hand computation; completed referees only; another company's report is refused as
 * before; the demo report's PDF shows the comparison before the answers of each referee.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talents } from '../src/db/schema/index.ts';
import { answerAllQuestions, seedDemoChecks } from '../src/modules/seed/demo-checks.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createTestApp, dbKind, type TestApp } from './helpers.ts';
import { companyWithApiKey } from './support/demo-app.ts';

type Company = Awaited<ReturnType<typeof companyWithApiKey>>;

// Raw levels (1 disagree … 5 agree) by index of the default fulltime selection questions; 3 elsewhere.
// Polarities: 0 +, 1 −, 2 +, 4 +, 6 +, 8 −.
const LEVELS_A: Record<number, number> = { 0: 5, 1: 1, 2: 5, 4: 2, 6: 5, 8: 5 };
const LEVELS_B: Record<number, number> = { 0: 4, 1: 2, 2: 3, 4: 2, 6: 2, 8: 4 };
// An in-progress referee: at the low end of Q1 and far from the others, but not counted.
const LEVELS_C: Record<number, number> = { 0: 1, 6: 1 };

describe(`report highlights (${dbKind})`, () => {
  let t: TestApp;
  let a: Company;
  let b: Company;
  let talentId: string;
  let ids: { a: string; b: string; c: string };
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.services.database.db;
    a = await companyWithApiKey(t);
    b = await companyWithApiKey(t);
    const check = await seedReferenceCheck(db, {
      companyId: a.companyId,
      talentName: '比較 花子',
      referees: [{ name: '推薦 一郎' }, { name: '推薦 二郎' }, { name: '推薦 三郎' }],
    });
    talentId = check.talentId;
    const [ra, rb, rc] = check.referees;
    ids = { a: ra!.id, b: rb!.id, c: rc!.id };
    const levels = [LEVELS_A, LEVELS_B, LEVELS_C];
    for (const [n, referee] of check.referees.entries()) {
      await answerAllQuestions(db, {
        talentId,
        refereeId: referee.id,
        level: (i) => levels[n]![i] ?? 3,
        complete: n < 2,
      });
    }
  }, 180_000);
  afterAll(() => t?.close());

  const expected = () => [
    { kind: 'strength', questionKey: 'selection_compliance_1', refereeIds: [ids.a, ids.b] },
    { kind: 'strength', questionKey: 'selection_compliance_2', refereeIds: [ids.a, ids.b] },
    { kind: 'concern', questionKey: 'selection_responsibility_1', refereeIds: [ids.a, ids.b] },
    { kind: 'concern', questionKey: 'selection_attitude_1', refereeIds: [ids.b] },
    { kind: 'concern', questionKey: 'selection_attitude_3', refereeIds: [ids.a, ids.b] },
    { kind: 'divergence', questionKey: 'selection_attendance_1', refereeIds: [ids.a, ids.b] },
    { kind: 'divergence', questionKey: 'selection_attitude_1', refereeIds: [ids.a, ids.b] },
  ];

  it('the company report carries the highlights, the polarity of each question and each referee’s period', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/company/talents/${talentId}/report`,
      headers: { cookie: a.owner },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.highlights).toEqual(expected());
    const polarity = Object.fromEntries(
      report.questions.map((q: { key: string; polarity: string | null }) => [q.key, q.polarity]),
    );
    expect(polarity.selection_compliance_2).toBe('negative');
    expect(polarity.selection_compliance_1).toBe('positive');
    expect(polarity.description_1).toBeNull();
    expect(report.referees[0]).toMatchObject({
      timeWorkingTogether: expect.any(String),
      period: { from: expect.stringMatching(/^\d{4}-\d{2}$/) },
    });
  });

  it('the public API v1 report carries the same highlights', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${talentId}/report`,
      headers: { authorization: `Bearer ${a.key}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().highlights).toEqual(expected());
  });

  it('no highlights without the A–E evaluation', async () => {
    const db = t.app.services.database.db;
    const check = await seedReferenceCheck(db, {
      companyId: a.companyId,
      talentName: '記述 次郎',
      selectionQuestion: false,
      referees: [{ name: '推薦 四郎' }],
    });
    await answerAllQuestions(db, {
      talentId: check.talentId,
      refereeId: check.referees[0]!.id,
      level: () => 1,
      complete: true,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/company/talents/${check.talentId}/report`,
      headers: { cookie: a.owner },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().highlights).toEqual([]);
  });

  it("another company's report is refused (404), in the browser and by API key", async () => {
    for (const url of [
      `/api/company/talents/${talentId}/report`,
      `/api/company/talents/${talentId}/report.pdf`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: b.owner } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('推薦 一郎');
    }
    const api = await t.app.inject({
      method: 'GET',
      url: `/api/v1/candidates/${talentId}/report`,
      headers: { authorization: `Bearer ${b.key}` },
    });
    expect(api.statusCode).toBe(404);
    expect(api.body).not.toContain('highlights');
  });

  it('both OpenAPI documents describe the highlights', async () => {
    for (const url of ['/api/docs/json', '/api/v1/openapi.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      const text = res.body;
      expect(text, url).toContain('"highlights"');
      expect(text, url).toContain('"divergence"');
      expect(text, url).toContain('"refereeIds"');
    }
  });

  it('the PDF of the demo report shows the comparison (highlights, table) before the answers', async () => {
    const db = t.app.services.database.db;
    await seedDemoChecks(db, a.companyId);
    const [demo] = await db
      .select({ id: talents.id })
      .from(talents)
      .where(and(eq(talents.companyId, a.companyId), eq(talents.name, '佐藤 健太')));
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/company/talents/${demo!.id}/report.pdf?lang=jp`,
      headers: { cookie: a.owner },
    });
    expect(pdf.statusCode).toBe(200);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-cmp-')), 'report.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    const comparison = text.indexOf('推薦者の回答の比較');
    const caption = text.indexOf('回答から自動で抽出');
    const divergence = text.indexOf('意見の相違');
    const answers = text.indexOf('山本浩二様の回答');
    expect(comparison).toBeGreaterThan(0);
    expect(caption).toBeGreaterThan(comparison);
    expect(divergence).toBeGreaterThan(comparison);
    // The table: a category row and a reversed question.
    expect(text.indexOf('逆転項目')).toBeGreaterThan(comparison);
    expect(answers).toBeGreaterThan(caption);
    expect(text.indexOf('逆転項目')).toBeLessThan(answers);
  }, 60_000);
});
