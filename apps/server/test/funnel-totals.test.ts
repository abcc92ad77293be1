/**
 * Issue 36 (speed): the funnel's completion figures are counted in SQL; they equal the domain's
 * `completionSummary` on the same rows (ties, open and late checks, a completion before the invitation, odd ms).
 * The operator's per-company table is sorted and paged on the server.
 */
import { type CheckTiming, completionSummary } from '@refcheck/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FunnelService } from '../src/modules/funnel/service.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { recordSteps } from '../src/platform/step-events/index.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let light: string;
let acme: string;
let lightCookie: string;
let owner: string;
let admin: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  [lightCookie, owner, admin] = await Promise.all([
    signIn(t.app, 'light'),
    signIn(t.app, 'owner'),
    signIn(t.app, 'admin'),
  ]);
  light = (await findUserByEmail(t.database.db, 'owner@light.test'))!.companyId!;
  acme = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
});
afterAll(() => t.close());

/** One check created at `created` (its day decides the range), invited then unless `invited` is null. */
async function check(
  companyId: string,
  created: Date,
  o: { invited?: Date | null; completed?: Date; deadline: Date },
) {
  const invitedAt = o.invited === undefined ? created : (o.invited ?? undefined);
  const s = await seedReferenceCheck(t.database.db, {
    companyId,
    now: created,
    invitedAt,
    deadline: o.deadline,
    referees: [{ name: '推薦者' }],
  });
  await t.database.executeSql(
    `update talents set created_at = '${created.toISOString()}' where id = '${s.talentId}'`,
  );
  if (o.completed)
    await recordSteps(t.database.db, [
      { companyId, talentId: s.talentId, step: 'completed', at: o.completed },
    ]);
  return s.talentId;
}

/** The operator's funnel of a range (`from=…&to=…`), read with more parameters; expects 200. */
const operatorFunnel = (range: string) => async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/funnel?${range}${query}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('funnel totals in SQL', () => {
  it("equal the domain's completionSummary on the same rows", async () => {
    const T = new Date('2025-03-10T01:00:00.000Z');
    const at = (ms: number) => new Date(T.getTime() + ms);
    const week = at(7 * DAY);
    const ids = [
      await check(light, T, { completed: at(2 * HOUR), deadline: week }), // on time, 2 h
      await check(light, T, { completed: at(2 * HOUR), deadline: week }), // a tie
      await check(light, T, { completed: at(10 * DAY), deadline: week }), // late: decided, not on time
      await check(light, T, { deadline: week }), // open, its deadline passed: decided
      await check(light, T, { deadline: new Date('2099-01-01T00:00:00Z') }), // open, not yet due: not decided
      await check(light, T, { completed: at(-HOUR), deadline: week }), // completed before the invitation: 0 h
      await check(light, T, { completed: at(3 * HOUR + 123), deadline: week }), // odd ms
      await check(light, T, { completed: at(5 * HOUR), deadline: at(5 * HOUR) }), // on the deadline itself
      await check(light, T, { invited: null, deadline: week }), // never invited: not timed
    ];
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/company/funnel?from=2025-03-01&to=2025-03-31',
      headers: { cookie: lightCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const api = res.json();

    // The same rows, read back, through the domain.
    const rows = await t.database.executeSql(
      `select f.invited_at, f.completed_at, t.deadline from talents t join funnel_checks f on f.talent_id = t.id
       where t.id in (${ids.map((id) => `'${id}'`).join(', ')}) and f.invited_at is not null`,
    );
    const timings: CheckTiming[] = (
      rows.rows as {
        invited_at: string | Date;
        completed_at: string | Date | null;
        deadline: string | Date;
      }[]
    ).map((r) => ({
      invitedAt: new Date(r.invited_at),
      completedAt: r.completed_at === null ? null : new Date(r.completed_at),
      deadline: new Date(r.deadline),
    }));
    const domain = completionSummary(timings, new Date());
    expect(domain.checks).toBe(8);
    const { checks: _timed, ...figures } = domain;
    expect(api).toMatchObject(figures);
    expect(api.checks).toBe(9);
    // And by hand: durations 0, 2, 2, 3.00003, 5, 240 h; 5 on time of 7 decided.
    expect(figures).toEqual({
      completed: 6,
      completedByDeadline: 5,
      completionRateByDeadline: 0.7143,
      medianHours: 2.5,
      p90Hours: 240,
    });

    // An empty range: no timed check.
    const empty = await t.app.inject({
      method: 'GET',
      url: '/api/company/funnel?from=2025-02-01&to=2025-02-28',
      headers: { cookie: lightCookie },
    });
    expect(empty.json()).toMatchObject({ ...completionSummary([], new Date()), checks: 0 });
  }, 120_000);

  it('the operator: sorted and paged on the server, with the total; refused to a company user', async () => {
    const T = new Date('2024-02-05T03:00:00.000Z');
    const week = new Date(T.getTime() + 7 * DAY);
    await check(light, T, { completed: new Date(T.getTime() + 4 * HOUR), deadline: week });
    await check(light, T, { completed: new Date(T.getTime() + 8 * HOUR), deadline: week });
    await check(acme, T, { deadline: week }); // open: no median
    const read = operatorFunnel('from=2024-02-01&to=2024-02-29');
    const ids = (o: { companies: { companyId: string }[] }) => o.companies.map((c) => c.companyId);

    const byChecks = await read('');
    expect(byChecks).toMatchObject({ total: 2, page: 1, limit: 20, checks: 3, medianHours: 6 });
    expect(ids(byChecks)).toEqual([light, acme]);
    expect(ids(await read('&sort=checks&dir=asc'))).toEqual([acme, light]);
    // A company without a median sorts last either way.
    expect(ids(await read('&sort=medianHours&dir=asc'))).toEqual([light, acme]);
    expect(ids(await read('&sort=medianHours&dir=desc'))).toEqual([light, acme]);
    const names = byChecks.companies
      .map((c: { name: string }) => c.name)
      .sort((a: string, b: string) => a.localeCompare(b, 'ja'));
    const byName = await read('&sort=name&dir=asc');
    expect(byName.companies.map((c: { name: string }) => c.name)).toEqual(names);

    const first = await read('&limit=1&page=1');
    const second = await read('&limit=1&page=2');
    const third = await read('&limit=1&page=3');
    expect(first).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(ids(first)).toEqual([light]);
    expect(ids(second)).toEqual([acme]);
    expect(ids(third)).toEqual([]);
    // The page does not change the whole funnel's figures.
    expect(second.steps).toEqual(byChecks.steps);
    expect(second.medianHours).toBe(byChecks.medianHours);

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/funnel?from=2024-02-01&to=2024-02-29&sort=password&limit=1000',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    const asCompany = await t.app.inject({
      method: 'GET',
      url: '/api/admin/funnel?from=2024-02-01&to=2024-02-29&sort=name',
      headers: { cookie: owner },
    });
    expect(asCompany.statusCode).toBe(403);
  }, 120_000);

  it('operator requests for the same range at once share one computation; a request after a write reads it', async () => {
    const T = new Date('2023-06-05T03:00:00.000Z');
    const week = new Date(T.getTime() + 7 * DAY);
    await check(light, T, { completed: new Date(T.getTime() + 2 * HOUR), deadline: week });
    const db = t.app.services.database.db;
    const execute = db.execute.bind(db);
    const transaction = db.transaction.bind(db);
    // Every company's rows are read in a transaction of their own (its settings: one core, sorts in memory); the
    // names of the companies by one statement.
    let statements = 0;
    let transactions = 0;
    db.execute = ((query: Parameters<typeof execute>[0]) => {
      statements++;
      return execute(query);
    }) as typeof db.execute;
    db.transaction = ((...args: Parameters<typeof transaction>) => {
      transactions++;
      return transaction(...args);
    }) as typeof db.transaction;
    const read = operatorFunnel('from=2023-06-01&to=2023-06-30');
    try {
      const together = await Promise.all(
        ['', '&sort=name', '&dir=asc', '&limit=1&page=2', '&sort=medianHours'].map(read),
      );
      // Five requests at once: one read of every company's rows and one of their names, for all five.
      expect([transactions, statements]).toEqual([1, 1]);
      expect(together.map((o) => o.checks)).toEqual([1, 1, 1, 1, 1]);
      expect(together.map((o) => o.companies.map((c: { name: string }) => c.name))).toEqual([
        [expect.any(String)],
        [expect.any(String)],
        [expect.any(String)],
        [],
        [expect.any(String)],
      ]);
      await check(acme, T, { completed: new Date(T.getTime() + 6 * HOUR), deadline: week });
      [transactions, statements] = [0, 0];
      const after = await read('');
      expect(after).toMatchObject({ checks: 2, total: 2, medianHours: 4 });
      expect([transactions, statements]).toEqual([1, 1]);
    } finally {
      db.execute = execute;
      db.transaction = transaction;
    }
  }, 120_000);

  /**
   * The plan of the service's own statement for June 2023 (every company's: null), explained with scans by table
   * ruled out: an index serves the cohort alone only if it holds every column the statement reads.
   */
  async function cohortPlan(companyId: string | null) {
    const statement = new FunnelService(t.database.db).groupsStatement(
      companyId,
      { from: '2023-06-01', to: '2023-06-30' },
      new Date(),
    );
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const explained = await tx.execute(sql`EXPLAIN ${statement}`);
      return JSON.stringify((explained as unknown as { rows: unknown[] }).rows);
    });
  }

  it("every company's cohort is read from the cohort index alone, not from the candidates' rows", async () => {
    // The cohort comes from talents_created_cohort_idx (migration 0040) only if the statement's columns are all in it.
    const plan = await cohortPlan(null);
    expect(plan).toMatch(/Index Only Scan using talents_created_cohort_idx/);
  });

  it("one company's cohort is read from its own index entries alone, not from every company's range", async () => {
    // The company's statement: talents_company_created_idx covers it (migration 0041), so its range is read by
    // company and date from the index only; the cohort index (every company's range) would grow with the others.
    const plan = await cohortPlan(acme);
    expect(plan).toMatch(/Index Only Scan using talents_company_created_idx/);
    expect(plan).not.toMatch(/talents_created_cohort_idx/);
  });
});
