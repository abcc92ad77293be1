/**
 * The candidate detail in one statement (issue 39): what `GET /api/talents/:id` answers equals what the tables
 * hold, read here one table at a time — the breakdown in order, the referees in order without the replaced one and
 * with their timestamps to the millisecond, the answers behind each referee's tag, the question snapshot in order —
 * and another company's candidate is a 404 like an unknown one.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, refereeBreakdowns, referees, talents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { talentQuestionList } from '../src/platform/questions/index.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: string;
let light: string;
let acme: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, light] = await Promise.all([signIn(t.app, 'owner'), signIn(t.app, 'light')]);
  acme = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
});
afterAll(() => t.close());

const detail = (id: string, cookie = owner) =>
  t.app.inject({ method: 'GET', url: `/api/talents/${id}`, headers: { cookie } });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

describe('GET /api/talents/:id', () => {
  it('answers what the tables hold, in one statement', async () => {
    const db = t.database.db;
    const s = await seedReferenceCheck(db, {
      companyId: acme,
      talentName: '詳細 太郎',
      selectionQuestion: true,
      invitedAt: new Date(),
      referees: [
        { name: '推薦 一郎', phoneNumber: '+819011112222', belongsCompany: '株式会社一' },
        { name: '推薦 二郎', declinedAt: new Date('2026-01-02T03:04:05.678Z') },
        { name: '推薦 三郎' },
      ],
    });
    const [first, , third] = s.referees;
    // Odd microseconds: the API gives them to the millisecond, as a Date holds them.
    await t.database.executeSql(
      `update referees set send_at = '2026-01-01T00:00:00.123456Z', completed_at = '2026-01-03T00:00:00.999999Z',
         ip_address = '203.0.113.7' where id = $1`,
      [first!.id],
    );
    await t.database.executeSql(`update talents set ip_address = '203.0.113.7' where id = $1`, [s.talentId]);
    const questions = await talentQuestionList(db, s.talentId);
    await db.insert(answers).values(
      questions.slice(0, 3).map((q, i) => ({
        refereeId: first!.id,
        talentId: s.talentId,
        questionKey: q.key,
        text: q.kind === 'description' ? `回答 ${i}` : null,
        level: q.kind === 'selection' ? 4 : null,
      })),
    );
    // The third referee replaced: gone from the check.
    await db.update(referees).set({ replacedAt: new Date() }).where(eq(referees.id, third!.id));

    const res = await detail(s.talentId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();

    const [talent] = await db.select().from(talents).where(eq(talents.id, s.talentId));
    expect(body).toMatchObject({ id: s.talentId, name: '詳細 太郎', createdAt: iso(talent!.createdAt) });
    const breakdown = await db
      .select()
      .from(refereeBreakdowns)
      .where(eq(refereeBreakdowns.talentId, s.talentId))
      .orderBy(asc(refereeBreakdowns.position));
    expect(breakdown.length).toBeGreaterThan(0);
    expect(body.refereeBreakdown).toEqual(
      breakdown.map((b) => ({
        relationship: b.relationship,
        otherRelationship: b.otherRelationship,
        isRelationshipSelectedByCompany: b.isRelationshipSelectedByCompany,
        timeWorkingTogether: b.timeWorkingTogether,
        otherTimeWorkingTogether: b.otherTimeWorkingTogether,
        isTimeWorkingTogetherSelectedByCompany: b.isTimeWorkingTogetherSelectedByCompany,
        numberOfPeople: b.numberOfPeople,
      })),
    );
    const rows = await db
      .select()
      .from(referees)
      .where(and(eq(referees.talentId, s.talentId), isNull(referees.replacedAt)))
      .orderBy(asc(referees.indexNumber));
    expect(rows.map((r) => r.name)).toEqual(['推薦 一郎', '推薦 二郎']);
    expect(
      body.referees.map((r: Record<string, unknown>) => {
        const { tag, tagColor, duplicateIp, ...rest } = r;
        return rest;
      }),
    ).toEqual(
      rows.map((r) => ({
        id: r.id,
        indexNumber: r.indexNumber,
        name: r.name,
        belongs: { company: r.belongsCompany, title: r.belongsTitle },
        email: r.email,
        phoneNumber: r.phoneNumber,
        relationship: r.relationship,
        otherRelationship: r.otherRelationship,
        timeWorkingTogether: r.timeWorkingTogether,
        otherTimeWorkingTogether: r.otherTimeWorkingTogether,
        language: r.language,
        ipAddress: r.ipAddress,
        sendAt: iso(r.sendAt),
        completedAt: iso(r.completedAt),
        createdAt: iso(r.createdAt),
      })),
    );
    expect(body.referees[0]).toMatchObject({
      sendAt: '2026-01-01T00:00:00.123Z',
      completedAt: '2026-01-03T00:00:00.999Z',
      duplicateIp: true,
    });
    expect(body.duplicateIp).toEqual({ candidate: true, any: true });
    // The tags come from the referees' states and answers: answered-and-completed, declined.
    expect(body.referees.map((r: { tag: string }) => r.tag)).not.toContain(undefined);
    expect(body.referees[0].tag).not.toBe(body.referees[1].tag);
    expect(body.questions).toEqual(
      questions.map((q) => ({ key: q.key, kind: q.kind, category: q.category, texts: q.texts })),
    );
    expect(body.questions.length).toBeGreaterThan(3);
  });

  it("is a 404 for another company's candidate, a deleted one and an unknown id", async () => {
    const s = await seedReferenceCheck(t.database.db, { companyId: acme, referees: [{ name: '推薦 四郎' }] });
    expect((await detail(s.talentId, light)).statusCode).toBe(404);
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await t.database.executeSql(`update talents set deleted_at = now() where id = $1`, [s.talentId]);
    expect((await detail(s.talentId)).statusCode).toBe(404);
  });
});
