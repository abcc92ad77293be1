// The scale bench (issue 39): does one company's dashboard stay as fast when the database holds thousands of other
// companies, and how long do the paths that span companies take? Two databases (PostgreSQL by default, or PGlite
// data directories with --db pglite: bench/scale-postgres.mjs, bench/scale-pglite.mjs):
//   - "alone": only the focus company (the demo's owner@acme.test with `--focus` candidates, 4 referees each);
//   - "at scale": the same company among `--companies` client companies holding `--candidates` candidates in all
//     (4 referees each; the answered ones with every answer), seeded by bench/scale-seed.mjs.
// On each, the real server (as `npm start` runs it) and wrk (bench/wrk.mjs) at `--connections` (50): the focus
// company's list (first page), next pages (by cursor), a candidate's detail, the graph header (stats) and a referee's
// answer save, its funnel (getCompanyFunnel); the operator's client list and search and funnel (getOperatorFunnel,
// every company's); the month's billing export (one request at a time); the
// retention and reminder jobs' run time (a pg-boss job of each queue, started_on → completed_on, as the server's
// worker ran it). Prints each figure beside its "alone" figure and the ratio (target ≤ 1.2×; detail p99 ≤ 50 ms),
// the seeding time and rate and the database size, and the server's memory after the loads.
// Usage: npm run bench -- scale [--db postgres|pglite] [--companies 5000] [--candidates 1000000] [--focus 10000]
//   [--seconds 10] [--keep]   (--keep: keep both databases, and reuse those a previous --keep run seeded with the
//   same sizes; on PGlite the sizes default to --companies 500 --candidates 100000)
import { parseArgs } from 'node:util';
import { answerSaves, OWNER, scaleLoads } from './scale-loads.mjs';
import { answerFocusCompany, seedOtherCompanies, verifySeededSteps } from './scale-seed.mjs';
import { ensureWrk, memoryMiB, wrkLoad } from './wrk.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    companies: { type: 'string' },
    candidates: { type: 'string' },
    focus: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
  },
});
if (args.db !== 'postgres' && args.db !== 'pglite') throw new Error(`--db ${args.db}: postgres or pglite`);
const PGLITE = args.db === 'pglite';
const COMPANIES = Number(args.companies ?? (PGLITE ? 500 : 5000));
const CANDIDATES = Number(args.candidates ?? (PGLITE ? 100_000 : 1_000_000));
const FOCUS = Number(args.focus);
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const REFEREES = 4;

const f = (x) => x.toFixed(1);

ensureWrk();
// The databases, PostgreSQL's or PGlite's: where each lives, how the server and the seeding reach it.
const store = PGLITE
  ? await (await import('./scale-pglite.mjs')).pgliteStore()
  : await (await import('./scale-postgres.mjs')).postgresStore();

/** Seeds `db` unless --keep finds it seeded; resolves with what it holds and how long seeding took. */
async function prepare(db) {
  const ready = args.keep ? await store.seeded(db) : null;
  if (ready) {
    console.log(`${db.label}: kept ${store.where(db)} (seeded in ${f(ready.seconds)} s by an earlier run)`);
    return { seconds: ready.seconds, rate: ready.rate, counts: ready.counts, kept: true };
  }
  await store.create(db);
  const t0 = performance.now();
  // The server applies the migrations and seeds the demo companies; the focus company's candidates by the dev
  // endpoint (20,000 at most a call).
  const server = await store.startServer(db);
  try {
    for (let from = 0; from < FOCUS; from += 20_000) {
      const res = await fetch(`${server.base}/api/dev/talents/bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: OWNER.email,
          count: Math.min(20_000, FOCUS - from),
          refereesPerTalent: REFEREES,
          from,
        }),
      });
      if (!res.ok) throw new Error(`seeding the focus company: ${res.status} ${await res.text()}`);
    }
  } finally {
    await server.stop();
  }
  const c = await store.connect(db);
  try {
    const [{ company_id: focusCompanyId }] = await c.sql('select company_id from "user" where email = $1', [
      OWNER.email,
    ]);
    await answerFocusCompany(c.sql, focusCompanyId);
    const focusSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    let last = performance.now();
    const counts = await seedOtherCompanies(c.sql, {
      focusCompanyId,
      companies: db.companies,
      candidates: db.candidates,
      referees: REFEREES,
      log: (done) => {
        if (performance.now() - last < 10_000 && done < db.companies) return;
        last = performance.now();
        console.log(`  ${db.label}: ${done} of ${db.companies} companies (${f((last - t0) / 1000)} s)`);
      },
    });
    const othersSeconds = (performance.now() - t1) / 1000;
    const vacuum = performance.now();
    await c.sql('vacuum analyze');
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `seeding (${db.label}): migrations, demo and the focus company's ${FOCUS} candidates (dev endpoint) ${f(focusSeconds)} s; ` +
        `the other ${db.companies} companies' ${db.candidates} candidates (with their referees and answers) ${f(othersSeconds)} s` +
        (db.candidates ? ` = ${Math.round(db.candidates / othersSeconds)} candidates/s` : '') +
        `; vacuum analyze ${f((performance.now() - vacuum) / 1000)} s`,
    );
    // Candidates a second of the other companies' seeding (the full size's time is about candidates / rate).
    const rate = db.candidates ? db.candidates / othersSeconds : null;
    // Once analyzed: the recount looks the events up by candidate.
    const verify = performance.now();
    const compared = await verifySeededSteps(c.sql, focusCompanyId);
    console.log(
      `  ${db.label}: the seeded funnel roll-ups of ${compared} checks (the focus company and 3 others) equal their recount from the step events (${f((performance.now() - verify) / 1000)} s, not in the seeding time)`,
    );
    await c.sql('create table bench_scale_ready (seconds real, rate real, counts jsonb)');
    await c.sql('insert into bench_scale_ready values ($1, $2, $3)', [seconds, rate, JSON.stringify(counts)]);
    return { seconds, rate, counts, kept: false };
  } finally {
    await c.end();
  }
}

/** Every figure on one database: { name → { value, unit, detail } }. */
async function measure(db) {
  const server = await store.startServer(db);
  const out = {};
  const put = (name, value, unit, detail = '') => {
    out[name] = { value, unit, detail };
    console.log(`  ${db.label}: ${name} ${f(value)} ${unit}${detail ? ` (${detail})` : ''}`);
  };
  try {
    const { base } = server;
    const { get, owner, operator, loads, companyFunnel, billingExport } = await scaleLoads(base);
    const funnel = await get(companyFunnel, owner);
    console.log(
      `  ${db.label}: the focus company's funnel: ${funnel.checks} checks, steps ${funnel.steps.map((x) => x.count).join(' → ')}`,
    );
    for (const [, name, load] of loads) {
      // A load that gets no answer leaves its figure not measured (with the reason) and the others go on.
      const r = await wrkLoad(base, { connections: CONNECTIONS, seconds: SECONDS, warmup: 3, ...load }).catch(
        (e) => ({ error: e instanceof Error ? e.message : String(e) }),
      );
      if (r.error) {
        out[`${name} p99`] = { error: r.error };
        console.log(`  ${db.label}: ${name} p99 not measured: ${r.error}`);
        continue;
      }
      if (r.failures) throw new Error(`${name}: ${r.failures} of ${r.count} requests failed`);
      put(`${name} p99`, r.p99, 'ms', `${f(r.rate)} req/s, p50 ${f(r.p50)} ms`);
    }
    // A referee's answer saves (4 referees of a check in the focus company, one connection each).
    const saves = await answerSaves(base, get, SECONDS);
    if (saves.some((s) => s.failures)) throw new Error('answer saves failed');
    put(
      'answer save p99',
      Math.max(...saves.map((s) => s.p99)),
      'ms',
      `${saves.reduce((s, r) => s + r.count, 0)} saves`,
    );
    // The month's billing export, one request at a time (an operator's click): the median of 5 after one.
    const times = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      await get(billingExport, operator);
      if (i > 0) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    put('billing export (one request)', times[2], 'ms', `median of 5, max ${f(times[4])} ms`);
    // The daily jobs, as the server's worker runs them (PGlite: in a server of its own, so the memory first).
    const memory = PGLITE ? memoryMiB(server.child.pid) : null;
    const runs = await store.jobRuns(db, server, [
      ['retention job run', 'retention'],
      ['reminder job run', 'reminders-tick'],
    ]);
    for (const [name, run] of Object.entries(runs)) {
      if (run.error === undefined) put(name, run.value, 'ms');
      else {
        out[name] = run;
        console.log(`  ${db.label}: ${name} not measured: ${run.error}`);
      }
    }
    const { rss, peak } = memory ?? memoryMiB(server.child.pid);
    console.log(
      `  ${db.label}: server memory after the loads: RSS ${rss.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB (target ≤ ${store.rssTarget} MiB)`,
    );
    out.size = await store.sizeMiB(db);
    return out;
  } finally {
    await server.stop();
  }
}

const dbs = [
  { label: 'alone', key: `alone_${FOCUS}`, companies: 0, candidates: 0 },
  {
    label: 'at scale',
    key: `${COMPANIES}c_${CANDIDATES}_${FOCUS}`,
    companies: COMPANIES - 1,
    candidates: CANDIDATES - FOCUS,
  },
];
const results = [];
try {
  for (const db of dbs) {
    console.log(`\n${db.label}: ${store.where(db)}`);
    const seeded = await prepare(db);
    const counts = seeded.counts;
    console.log(
      `seeding time (${db.label}): ${f(seeded.seconds)} s${seeded.kept ? ' (an earlier run)' : ''}: ${counts.companies} client companies, ${counts.candidates} candidates, ${counts.referees} referees, ${counts.answers} answers` +
        (seeded.rate ? ` (${Math.round(seeded.rate)} candidates/s for the other companies)` : ''),
    );
    const figures = await measure(db);
    console.log(
      `database size (${db.label}): ${figures.size.toFixed(0)} MiB; ${counts.candidates} candidates`,
    );
    results.push(figures);
  }
} catch (e) {
  console.log(`not measured: ${e instanceof Error ? e.message : e}`);
  process.exitCode = 1;
} finally {
  await store.close(dbs, args.keep);
}
if (results.length === 2) {
  const [alone, scale] = results;
  console.log(
    `\nthe focus company (${FOCUS} candidates) alone, and among ${COMPANIES} companies / ${CANDIDATES} candidates (${store.kind}, ${CONNECTIONS} connections, wrk):`,
  );
  for (const name of Object.keys(alone).filter((k) => k !== 'size')) {
    const missing = [alone, scale].find((x) => x[name]?.value === undefined);
    if (missing) {
      // The table reads this line as the figure's reason (bench/table.mjs: the step's `not measured:` line).
      console.log(`not measured: ${name}: ${missing[name]?.error ?? 'no figure'}`);
      process.exitCode = 1;
      continue;
    }
    const ratio = scale[name].value / alone[name].value;
    console.log(
      `${`${name}:`.padEnd(36)} alone ${f(alone[name].value)} ${alone[name].unit} | at scale ${f(scale[name].value)} ${scale[name].unit} | ratio ${ratio.toFixed(2)}×`,
    );
  }
}
