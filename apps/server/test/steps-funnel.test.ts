/**
 * Issue 36: the funnel (`getCompanyFunnel`, `getOperatorFunnel`) for a scenario played through the real flows
 * equals a hand count; deleting the live steps and back-filling them from the tables gives the same funnel.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepEvents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { backfillSteps } from '../src/platform/step-events/index.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { refereeBrowser, uploadIdentificationAs } from './referee-helpers.ts';

let t: TestApp;
let light: string;
let lightCookie: string;
let admin: string;
let owner: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  [lightCookie, admin, owner] = await Promise.all([
    signIn(t.app, 'light'),
    signIn(t.app, 'admin'),
    signIn(t.app, 'owner'),
  ]);
  light = (await findUserByEmail(t.database.db, 'owner@light.test'))!.companyId!;
});
afterAll(() => t.close());

const today = () => new Date(Date.now() + 9 * HOUR).toISOString().slice(0, 10);
const range = () => `from=2026-01-01&to=${today()}`;

async function answerAll(call: ReturnType<typeof refereeBrowser>) {
  const me = (await call('GET', '/api/referee-flow/me')).json();
  for (const q of me.questions) {
    const body = q.kind === 'description' ? { text: `回答 ${q.key}` } : { level: 4 };
    const res = await call('PUT', `/api/referee-flow/answers/${q.key}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
  const done = await call('POST', '/api/referee-flow/complete');
  expect(done.statusCode, done.body).toBe(200);
}

async function open(companyId: string, talentId: string, token: string) {
  const call = refereeBrowser(t.app);
  const res = await call('POST', '/api/referee-flow/session', {
    company: companyId,
    talent: talentId,
    token,
  });
  expect(res.statusCode).toBe(200);
  return call;
}

describe('funnel', () => {
  it('equals a hand count, for the company and the operator; back-fill gives the same funnel', async () => {
    const deadline = new Date(Date.now() + 7 * 24 * HOUR);
    // Check A: r0 completes, r1 declines and is replaced by r3 (who opens the link), r2 does nothing.
    const a = await seedReferenceCheck(t.database.db, {
      companyId: light,
      talentEmail: 'fa@example.jp',
      talentPhoneNumber: '09060000001',
      invitedAt: new Date(Date.now() - HOUR),
      deadline,
      referees: [
        { name: 'A0', phoneNumber: '+819060000010' },
        { name: 'A1', phoneNumber: '+819060000011' },
        { name: 'A2', phoneNumber: '+819060000012' },
      ],
    });
    const r0 = await uploadIdentificationAs(t.app, light, a, 0, '09060000010');
    await answerAll(r0);
    const r1 = await open(light, a.talentId, a.referees[1]!.token);
    expect((await r1('POST', '/api/referee-flow/decline', { reason: 'noTime' })).statusCode).toBe(200);
    const q = new URLSearchParams(a.talentLink.split('?')[1]);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/session',
      payload: { company: q.get('company'), token: q.get('token') },
    });
    const cookie = ([] as string[]).concat(session.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
    const replaced = await t.app.inject({
      method: 'POST',
      url: `/api/talent-flow/referees/${a.referees[1]!.id}/replace`,
      headers: { cookie },
      payload: {
        referee: {
          name: 'A3',
          email: 'a3@corp.example.jp',
          belongs: { company: '株式会社サンプル', title: '課長' },
          phoneNumber: '09060000013',
          timeToBeginWorkingTogether: '2020-04',
          workingTogether: true,
          jobCategory: { major: 'sales', minor: 'corporateSales' },
          language: 'jp',
        },
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const r3token = new URLSearchParams(replaced.json().url.split('?')[1]).get('token')!;
    await open(light, a.talentId, r3token);
    // Check B: one referee, nothing happens.
    await seedReferenceCheck(t.database.db, {
      companyId: light,
      talentEmail: 'fb@example.jp',
      talentPhoneNumber: '09060000002',
      deadline,
      referees: [{ name: 'B0', phoneNumber: '+819060000020' }],
    });
    // Check C: its one referee completes two hours after the invitation.
    const c = await seedReferenceCheck(t.database.db, {
      companyId: light,
      talentEmail: 'fc@example.jp',
      talentPhoneNumber: '09060000003',
      invitedAt: new Date(Date.now() - 2 * HOUR),
      deadline,
      referees: [{ name: 'C0', phoneNumber: '+819060000030' }],
    });
    await answerAll(await uploadIdentificationAs(t.app, light, c, 0, '09060000030'));
    // Another company's check is not counted.
    const acme = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
    await seedReferenceCheck(t.database.db, {
      companyId: acme,
      talentEmail: 'fx@example.jp',
      invitedAt: new Date(Date.now() - HOUR),
      referees: [{ name: 'X0' }],
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/company/funnel?${range()}`,
      headers: { cookie: lightCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const live = res.json();
    // By hand: referees A0 A1 A2 A3 B0 C0 invited; A0 A1 A3 C0 opened; A0 C0 consented, verified, answered, completed.
    expect(
      Object.fromEntries(live.steps.map((s: { step: string; count: number }) => [s.step, s.count])),
    ).toEqual({
      invited: 6,
      opened: 4,
      consented: 2,
      phoneVerified: 2,
      firstAnswer: 2,
      completed: 2,
    });
    expect(live.steps[1]).toMatchObject({ conversion: 0.6667, fromStart: 0.6667 });
    expect(live.steps[2]).toMatchObject({ conversion: 0.5, fromStart: 0.3333 });
    expect(live.exits).toEqual({ declined: 1, replaced: 1, expired: 0 });
    expect(live).toMatchObject({
      checks: 3,
      completed: 1,
      completedByDeadline: 1,
      completionRateByDeadline: 1,
      medianHours: 2,
      p90Hours: 2,
      stalled: [],
    });

    const op = await t.app.inject({
      method: 'GET',
      url: `/api/admin/funnel?${range()}`,
      headers: { cookie: admin },
    });
    expect(op.statusCode, op.body).toBe(200);
    const row = op.json().companies.find((x: { companyId: string }) => x.companyId === light);
    expect(row).toMatchObject({ checks: 3, completionRateByDeadline: 1, medianHours: 2 });

    // Back-fill: the steps derived from the tables give the same funnel as the live recording.
    await t.database.db.delete(stepEvents).where(eq(stepEvents.companyId, light));
    await backfillSteps(t.database.db, light, new Date());
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/company/funnel?${range()}`,
      headers: { cookie: lightCookie },
    });
    expect(back.json()).toEqual(live);
    // Many real requests (three referees through the flow): generous on a shared machine.
  }, 180_000);

  it('lists a stalled check, narrows the counts by relationship; the roll-ups equal a recount of the events', async () => {
    const acme = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
    // Invited four days ago, nothing since, the deadline in two days: stalled.
    const s = await seedReferenceCheck(t.database.db, {
      companyId: acme,
      talentName: '停滞 三郎',
      talentEmail: 'stalled@example.jp',
      now: new Date(Date.now() - 4 * 24 * HOUR),
      invitedAt: new Date(Date.now() - 4 * 24 * HOUR),
      deadline: new Date(Date.now() + 2 * 24 * HOUR),
      referees: [{ name: 'S0' }, { name: 'S1' }],
    });
    const read = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/company/funnel?${range()}${query}`,
        headers: { cookie: owner },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await read('');
    expect(all.stalled).toContainEqual(
      expect.objectContaining({
        talentId: s.talentId,
        name: '停滞 三郎',
        pendingReferees: 2,
        declinedReferees: 0,
      }),
    );
    // Every referee seeded here is a direct supervisor: that filter counts them all, another none.
    const bosses = await read('&relationship=directSupervisor');
    expect(bosses.steps).toEqual(all.steps);
    const colleagues = await read('&relationship=colleague');
    expect(colleagues.steps.map((x: { count: number }) => x.count)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(colleagues.checks).toBe(all.checks);
    expect(colleagues.stalled.find((x: { talentId: string }) => x.talentId === s.talentId)).toMatchObject({
      pendingReferees: 0,
    });

    // The roll-ups the trigger kept equal the ones recomputed from the events.
    const snapshot = async () => {
      const checks = await t.database.executeSql('select * from funnel_checks order by talent_id');
      const counts = await t.database.executeSql(
        'select * from funnel_counts order by talent_id, relationship',
      );
      return JSON.stringify([checks.rows, counts.rows]);
    };
    const kept = await snapshot();
    // A check's row holds its referee counts over every relationship: the sums of its funnel_counts rows.
    const unequal = await t.database.executeSql(
      `select f.talent_id from funnel_checks f left join (
         select talent_id, sum(invited) as invited, sum(opened) as opened, sum(consented) as consented,
           sum(phone_verified) as phone_verified, sum(first_answer) as first_answer, sum(completed) as completed,
           sum(declined) as declined, sum(replaced) as replaced, sum(expired) as expired, sum(reminded) as reminded
         from funnel_counts group by talent_id) n on n.talent_id = f.talent_id
       where (f.invited, f.opened, f.consented, f.phone_verified, f.first_answer, f.completed, f.declined,
         f.replaced, f.expired, f.reminded) is distinct from (coalesce(n.invited, 0), coalesce(n.opened, 0),
         coalesce(n.consented, 0), coalesce(n.phone_verified, 0), coalesce(n.first_answer, 0),
         coalesce(n.completed, 0), coalesce(n.declined, 0), coalesce(n.replaced, 0), coalesce(n.expired, 0),
         coalesce(n.reminded, 0))
       union all select n.talent_id from funnel_counts n
       where not exists (select 1 from funnel_checks f where f.talent_id = n.talent_id)`,
    );
    expect(unequal.rows).toEqual([]);
    expect(JSON.parse(kept)[0].some((r: { invited: number }) => r.invited > 0)).toBe(true);
    await t.database.executeSql(
      'select funnel_rollup_refresh(id) from talents where id in (select talent_id from step_events)',
    );
    expect(await snapshot()).toBe(kept);
  });

  it('validates the range, needs a company user or an operator', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/company/funnel?from=2026-05-01&to=2026-04-01',
      headers: { cookie: owner, 'accept-language': 'ja' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('終了日は開始日以降の日付を指定してください');
    expect((await t.app.inject({ method: 'GET', url: `/api/company/funnel?${range()}` })).statusCode).toBe(
      401,
    );
    const asCompany = await t.app.inject({
      method: 'GET',
      url: `/api/admin/funnel?${range()}`,
      headers: { cookie: owner },
    });
    expect(asCompany.statusCode).toBe(403);
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/company/funnel?from=2020-01-01&to=2020-01-31',
      headers: { cookie: owner },
    });
    expect(empty.json()).toMatchObject({
      checks: 0,
      completionRateByDeadline: null,
      medianHours: null,
      p90Hours: null,
    });
  });
});
