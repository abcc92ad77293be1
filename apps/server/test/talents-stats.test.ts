import { addTokyoDays, isoDate, tokyoDate } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { talents } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { candidateBody } from './talent-helpers.ts';

/** GET /api/talents/stats: the dashboard's graph header, scoped by the session's company. */
let t: TestApp;
let ownerA: string;
let staffA: string;
let ownerB: string;
let admin: string;

const DAY = 86_400_000;
// Yesterday to tomorrow (Tokyo): candidates created during the test are inside even across midnight.
const today = tokyoDate(new Date());
const range = { from: isoDate(addTokyoDays(today, -1)), to: isoDate(addTokyoDays(today, 1)) };
const statsUrl = (r: { from: string; to: string }) => `/api/talents/stats?from=${r.from}&to=${r.to}`;

async function create(cookie: string, site: string, major: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/talents',
    headers: { cookie },
    payload: candidateBody({ siteWhereTalentApplied: site, currentJobCategory: { major, minor: 'blank' } }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const setTalent = (id: string, values: Partial<typeof talents.$inferInsert>) =>
  t.app.services.database.db.update(talents).set(values).where(eq(talents.id, id));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.services.database.db;
  const a = await seedTestCompany(db, t.app.services.auth, { state: 'active', withSubAccount: true });
  const b = await seedTestCompany(db, t.app.services.auth, { state: 'active' });
  [ownerA, staffA, ownerB, admin] = await Promise.all([
    signIn(t.app, { email: a.owner.email, password: DEMO_PASSWORD }),
    signIn(t.app, { email: a.staff!.email, password: DEMO_PASSWORD }),
    signIn(t.app, { email: b.owner.email, password: DEMO_PASSWORD }),
    signIn(t.app, 'admin'),
  ]);

  // Company A: two doda / IT engineers (one graded A and finished, one left), one agency / sales (no grade yet).
  const graded = await create(ownerA, 'doda', 'ITEngineer');
  await setTalent(graded, { totalGrade: 'A', totalScore: 95, status: 'refereesAnswered' });
  const left = await create(ownerA, 'doda', 'ITEngineer');
  await setTalent(left, {
    totalGrade: 'C',
    status: 'refereesRegistered',
    deadline: new Date(Date.now() - 90 * DAY),
  });
  await create(ownerA, 'agency', 'sales');
  // Never counted: a soft-deleted candidate, and one created long before the range.
  const deleted = await create(ownerA, 'bizreach', 'marketing');
  const del = await t.app.inject({
    method: 'DELETE',
    url: `/api/talents/${deleted}`,
    headers: { cookie: ownerA },
  });
  expect(del.statusCode).toBe(204);
  const old = await create(ownerA, 'green', 'creator');
  await setTalent(old, { createdAt: new Date('2020-01-15T03:00:00Z') });
  // Company B: its candidates never reach company A's charts.
  await create(ownerB, 'bizreach', 'marketing');
  await create(ownerB, 'doda', 'ITEngineer');
});
afterAll(() => t.close());

describe('GET /api/talents/stats', () => {
  it("counts the company's candidates created in the range by site, evaluation and occupation", async () => {
    const res = await t.app.inject({ url: statsUrl(range), headers: { cookie: ownerA } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      range,
      total: 3,
      bySite: [
        { key: 'doda', count: 2 },
        { key: 'agency', count: 1 },
      ],
      byEvaluation: [
        { key: 'A', count: 1 },
        { key: 'B', count: 0 },
        { key: 'C', count: 0 },
        { key: 'D', count: 0 },
        { key: 'E', count: 0 },
        { key: 'left', count: 1 },
        { key: 'unset', count: 1 },
      ],
      byOccupation: [
        { key: 'ITEngineer', count: 2 },
        { key: 'sales', count: 1 },
      ],
    });
  });

  it('lets a sub-account read the same figures', async () => {
    const [own, staff] = await Promise.all(
      [ownerA, staffA].map((cookie) => t.app.inject({ url: statsUrl(range), headers: { cookie } })),
    );
    expect(staff!.statusCode).toBe(200);
    expect(staff!.json()).toEqual(own!.json());
  });

  it('follows the range: an old candidate counts only when its day is inside', async () => {
    const day = await t.app.inject({
      url: statsUrl({ from: '2020-01-15', to: '2020-01-15' }),
      headers: { cookie: ownerA },
    });
    expect(day.json()).toMatchObject({ total: 1, bySite: [{ key: 'green', count: 1 }] });
    const before = await t.app.inject({
      url: statsUrl({ from: '2020-01-01', to: '2020-01-14' }),
      headers: { cookie: ownerA },
    });
    expect(before.json()).toMatchObject({ total: 0, bySite: [], byOccupation: [] });
  });

  it("never counts another company's candidates", async () => {
    const res = await t.app.inject({ url: statsUrl(range), headers: { cookie: ownerB } });
    expect(res.json()).toMatchObject({
      total: 2,
      bySite: [
        { key: 'doda', count: 1 },
        { key: 'bizreach', count: 1 },
      ],
    });
  });

  it('refuses an end before the start with a localized problem+json 400', async () => {
    const res = await t.app.inject({
      url: statsUrl({ from: '2025-03-06', to: '2025-03-05' }),
      headers: { cookie: ownerA },
    });
    expect(res.statusCode).toBe(400);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain('終了日は開始日以降の日付を選択してください');
  });

  it('refuses impossible or missing dates (400)', async () => {
    for (const url of [
      statsUrl({ from: '2025-02-30', to: '2025-03-05' }),
      '/api/talents/stats?from=2025-03-01',
      '/api/talents/stats',
    ]) {
      const res = await t.app.inject({ url, headers: { cookie: ownerA, 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(400);
      expect(String(res.headers['content-type'])).toContain('application/problem+json');
    }
  });

  it('needs a client session: 401 signed out, 403 for an admin', async () => {
    expect((await t.app.inject({ url: statsUrl(range) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: statsUrl(range), headers: { cookie: admin } })).statusCode).toBe(403);
  });
});
