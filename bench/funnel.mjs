// Issue 36's speed targets: the company funnel (`getCompanyFunnel`, GET /api/company/funnel) for a company with
// 10,000 candidates and 40,000 referees, p99 ≤ 150 ms on PGlite and ≤ 50 ms on PostgreSQL; and recording a step
// event adds ≤ 2 ms to the step that causes it.
// The app runs in this process (Fastify's inject: routing, the session and tenancy guards, validation, the service's
// SQL and the JSON; no socket) on PGlite in a data directory on disk as `npm start` uses it, or on PostgreSQL
// (BENCH_POSTGRES_URL or the local postgres://postgres@127.0.0.1:5432/postgres, in a database of its own).
// The candidates come from the dev bulk seeder (bench/dashboard.mjs's), their steps from one set-based statement
// below: every candidate and referee invited, then fewer at each step (80 % open, 70 % consent, 65 % verify,
// 60 % start answering, 50 % complete; 5 % decline, half of them replaced; reminders for a third), about 190,000
// step events; the candidates were registered over the last week, all inside the default 90-day range.
// 1. The funnel: 10 requests of warm-up, then `--requests` (200) one after the other: p50, p99, max.
// Then the plans of the funnel's queries (the indexes used, any sequential scan) and the operator's funnel p50/p99.
// 2. The event cost: `--steps` (300) steps "the referee opened the link" (the UPDATE of markOpened in its own
//    transaction), alternately without and with its step event (the INSERT of recordSteps): the time the INSERT
//    takes inside the transaction (p50, p99), and the step's whole transaction with and without it (medians).
// Usage: npx tsx bench/funnel.mjs [pglite|postgres] [--requests 200] [--steps 300] [--candidates 10000] [--plans]
// Prints figures; never part of the tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { findUserByEmail, seedBulkTalents, seedDemo } from '../apps/server/src/modules/seed/index.ts';
import { recordSteps } from '../apps/server/src/platform/step-events/index.ts';
import { signIn, testConfig } from '../apps/server/test/helpers.ts';
import { notMeasured } from './fail.mjs';
import { postgresDatabase } from './postgres.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    requests: { type: 'string', default: '200' },
    steps: { type: 'string', default: '300' },
    candidates: { type: 'string', default: '10000' },
    /** Print every funnel query's EXPLAIN ANALYZE. */
    plans: { type: 'boolean', default: false },
  },
});
const kind = positionals[0] ?? 'pglite';
const REQUESTS = Number(args.requests);
const STEPS = Number(args.steps);
const CANDIDATES = Number(args.candidates);
const REFEREES_PER_CANDIDATE = 4;
const f = (x) => x.toFixed(1);
const quantile = (list, q) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

let pgdb = null;
let dataDir = null;
let target;
if (kind === 'postgres') {
  pgdb = await postgresDatabase();
  if (!pgdb) await notMeasured('PostgreSQL not reachable');
  target = { kind: 'postgres', url: pgdb.url };
} else {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-funnel-'));
  target = { kind: 'pglite', dir: path.join(dataDir, 'db') };
}
const cleanup = async () => {
  await pgdb?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
};

let database;
let app;
try {
  database = await openDatabase(target);
  const config = testConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://127.0.0.1:3000' });
  app = await buildApp({ config, database, logger: false });
  await seedDemo(database.db, app.services.auth);
  await app.ready();
  const { db } = database;
  const companyId = (await findUserByEmail(db, 'owner@acme.test')).companyId;

  // The company's 10,000 candidates and 40,000 referees, then their steps.
  const t0 = performance.now();
  await seedBulkTalents(db, { companyId, count: CANDIDATES, refereesPerTalent: REFEREES_PER_CANDIDATE });
  await db.execute(sql`
    WITH bulk AS (
      SELECT t.id, t.created_at, row_number() OVER (ORDER BY t.id) AS n FROM talents t
      WHERE t.company_id = ${companyId} AND t.email LIKE 'bulk-%'
    ), cand AS (
      INSERT INTO step_events (company_id, talent_id, referee_id, step, at)
      SELECT ${companyId}::uuid, b.id, NULL::uuid, 'invited', b.created_at + interval '5 minutes' FROM bulk b
      UNION ALL SELECT ${companyId}::uuid, b.id, NULL::uuid, 'completed', b.created_at + (b.n % 96) * interval '1 hour'
      FROM bulk b WHERE b.n % 2 = 0
      RETURNING 1
    ), refs AS (
      SELECT r.id, r.talent_id, b.created_at, (b.n * 7 + r.index_number * 13) % 100 AS p
      FROM referees r JOIN bulk b ON b.id = r.talent_id
    )
    INSERT INTO step_events (company_id, talent_id, referee_id, step, at)
    SELECT ${companyId}::uuid, refs.talent_id, refs.id, s.step, refs.created_at + s.hours * interval '1 hour'
    FROM refs CROSS JOIN (VALUES
      ('invited', 0.1, 100), ('opened', 2, 80), ('consented', 2.1, 70), ('phoneVerified', 2.2, 65),
      ('firstAnswer', 2.3, 60), ('completed', 20, 50), ('reminded', 48, 33)
    ) AS s(step, hours, pct)
    WHERE refs.p < s.pct
    UNION ALL SELECT ${companyId}::uuid, refs.talent_id, refs.id, 'declined', refs.created_at + interval '3 hours'
    FROM refs WHERE refs.p >= 95
    UNION ALL SELECT ${companyId}::uuid, refs.talent_id, refs.id, 'replaced', refs.created_at + interval '5 hours'
    FROM refs WHERE refs.p >= 98`);
  // The roll-ups the trigger filled and the seeded tables too, as autovacuum would after a load this size (without
  // it, the planner guessed millions of rows and PostgreSQL compiled the funnel query with JIT: +300 ms).
  await db.execute(sql`analyze step_events, funnel_checks, funnel_counts, talents, referees`);
  const counted = await database.executeSql(
    'select count(*)::int as n from step_events where company_id = $1',
    [companyId],
  );
  console.log(
    `database: ${kind}; seeded ${CANDIDATES} candidates, ${CANDIDATES * REFEREES_PER_CANDIDATE} referees, ${counted.rows[0].n} step events in ${f((performance.now() - t0) / 1000)} s`,
  );

  // 1. The funnel, one request after the other.
  const cookie = await signIn(app, 'owner');
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const from = new Date(Date.now() + 9 * 3_600_000 - 89 * 86_400_000).toISOString().slice(0, 10);
  const get = async (query) => {
    const res = await app.inject({ method: 'GET', url: `/api/company/funnel?${query}`, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`funnel: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json();
  };
  const measure = async (query) => {
    for (let i = 0; i < 10; i++) await get(query);
    const times = [];
    for (let i = 0; i < REQUESTS; i++) {
      const s = performance.now();
      await get(query);
      times.push(performance.now() - s);
    }
    return times;
  };
  const range = new URLSearchParams({ from, to: today }).toString();
  const body = await get(range);
  console.log(
    `funnel: ${body.checks} checks, invited ${body.steps[0].count} referees, completed ${body.steps.at(-1).count}, declined ${body.exits.declined}, replaced ${body.exits.replaced}, stalled ${body.stalled.length}`,
  );
  const times = await measure(range);
  console.log(
    `funnel (${kind}): ${REQUESTS} requests, p50 ${f(quantile(times, 0.5))} ms p99 ${f(quantile(times, 0.99))} ms max ${f(Math.max(...times))} ms`,
  );
  const filtered = await measure(`${range}&relationship=colleague`);
  console.log(
    `funnel by relationship (${kind}): ${REQUESTS} requests, p50 ${f(quantile(filtered, 0.5))} ms p99 ${f(quantile(filtered, 0.99))} ms`,
  );

  // The plans of the funnel's queries (one request with every query also EXPLAINed): the indexes they use, and any
  // sequential scan of a table that grows with the candidates.
  // Each query's own time in the database (EXPLAIN ANALYZE, a warm second run): what the request costs besides.
  const plans = [];
  const analyzed = [];
  const execute = db.execute.bind(db);
  db.execute = async (query) => {
    const plan = await execute(sql`EXPLAIN (COSTS OFF) ${query}`);
    plans.push(...(plan.rows ?? plan).map((r) => Object.values(r)[0]));
    const timed = await execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
    analyzed.push((timed.rows ?? timed).map((r) => Object.values(r)[0]));
    return execute(query);
  };
  await get(range);
  db.execute = execute;
  const ms = (lines, what) => Number(lines.find((l) => l.startsWith(what))?.match(/([\d.]+) ms/)?.[1] ?? 0);
  console.log(
    `funnel queries (${kind}): ${analyzed
      .map(
        (lines, i) =>
          `#${i + 1} planning ${f(ms(lines, 'Planning Time'))} ms, execution ${f(ms(lines, 'Execution Time'))} ms`,
      )
      .join('; ')}`,
  );
  if (args.plans) for (const lines of analyzed) console.log(`${lines.join('\n')}\n`);
  const used = (re) => [...new Set(plans.flatMap((l) => [...l.matchAll(re)].map((m) => m[1])))].sort();
  console.log(
    `funnel plans (${kind}): indexes ${used(/Index(?: Only)? Scan (?:Backward )?(?:using|on) (\w+)/g).join(', ') || 'none'}; sequential scans ${used(/Seq Scan on (\w+)/g).join(', ') || 'none'}`,
  );

  // The operator's funnel (every company; the per-company table sorted and paged on the server).
  const adminCookie = await signIn(app, 'admin');
  const operatorTimes = [];
  for (let i = 0; i < 10 + REQUESTS; i++) {
    const s = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/funnel?${range}&sort=medianHours&dir=asc&page=1`,
      headers: { cookie: adminCookie },
    });
    if (res.statusCode !== 200)
      throw new Error(`operator funnel: ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (i >= 10) operatorTimes.push(performance.now() - s);
  }
  console.log(
    `operator funnel (${kind}): ${REQUESTS} requests, p50 ${f(quantile(operatorTimes, 0.5))} ms p99 ${f(quantile(operatorTimes, 0.99))} ms`,
  );

  // 2. The event cost: markOpened's UPDATE alone, and with its step event, alternately on fresh referees.
  const fresh = await database.executeSql(
    `select r.id, r.talent_id from referees r join talents t on t.id = r.talent_id
     where r.company_id = $1 and r.opened_at is null and t.email like 'bulk-%' limit $2`,
    [companyId, STEPS * 2],
  );
  const without = [];
  const withEvent = [];
  const insertOnly = [];
  for (let i = 0; i + 1 < fresh.rows.length; i += 2) {
    for (const [row, record] of [
      [fresh.rows[i], false],
      [fresh.rows[i + 1], true],
    ]) {
      const now = new Date();
      const s = performance.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE referees SET opened_at = ${now.toISOString()}::timestamptz
          WHERE id = ${row.id} AND opened_at IS NULL`);
        if (record) {
          const i0 = performance.now();
          await recordSteps(tx, {
            companyId,
            talentId: row.talent_id,
            refereeId: row.id,
            step: 'opened',
            at: now,
          });
          insertOnly.push(performance.now() - i0);
        }
      });
      (record ? withEvent : without).push(performance.now() - s);
    }
  }
  const median = (l) => quantile(l, 0.5);
  console.log(
    `event cost (${kind}): ${insertOnly.length} steps, the INSERT p50 ${f(median(insertOnly))} ms p99 ${f(quantile(insertOnly, 0.99))} ms; step transaction median ${f(median(without))} ms without, ${f(median(withEvent))} ms with (+${f(median(withEvent) - median(without))} ms)`,
  );
} catch (error) {
  await app?.close();
  await database?.close();
  console.error(error);
  await notMeasured(error instanceof Error ? error.message : error, cleanup);
}
await app.close();
await database.close();
await cleanup();
process.exit(0);
