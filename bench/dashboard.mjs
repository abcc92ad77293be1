// The dashboard at a real customer's size: one company with 10,000 candidates and 40,000 referees (seeded by the
// dev endpoint POST /api/dev/talents/bulk), the real server as `npm start` runs it. Measures the candidate list
// under 50 keep-alive connections (first pages with counts, deeper pages by cursor, searches), the graph header
// and a candidate's detail while the list is under that load, and the size of one page.
// Usage: node bench/dashboard.mjs [pglite|postgres] [seconds=15]   (postgres: BENCH_DATABASE_URL or the local
// postgres://postgres@127.0.0.1:5432/postgres, in a database of its own). Prints figures; never part of the tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import pg from 'pg';
import { load, signIn } from './http.mjs';
import { startServer } from './server.mjs';

const kind = process.argv[2] ?? 'pglite';
const seconds = Number(process.argv[3] ?? 15);
const CANDIDATES = 10_000;
const REFEREES_PER_CANDIDATE = 4;
const CONNECTIONS = 50;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-'));
const env = {};
let dropDatabase = async () => {};
if (kind === 'postgres') {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `refcheck_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.href;
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

const server = await startServer(dataDir, env);
const { base } = server;
try {
  let t0 = performance.now();
  const seeded = await fetch(`${base}/api/dev/talents/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'owner@acme.test',
      count: CANDIDATES,
      refereesPerTalent: REFEREES_PER_CANDIDATE,
    }),
  });
  if (!seeded.ok) throw new Error(await seeded.text());
  console.log(
    `database: ${kind}; seeded ${CANDIDATES} candidates, ${CANDIDATES * REFEREES_PER_CANDIDATE} referees in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const cookie = await signIn(base, 'owner@acme.test', '+819000000002');
  const get = async (p) => {
    const res = await fetch(`${base}${p}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res;
  };

  // Cursors of the first 40 pages, and a detail id.
  const cursors = [];
  let cursor = null;
  for (let i = 0; i < 40; i++) {
    const page = await (await get(`/api/talents${cursor ? `?cursor=${cursor}` : ''}`)).json();
    cursor = page.nextCursor;
    if (!cursor) break;
    cursors.push(cursor);
  }
  const firstBody = await (await get('/api/talents')).text();
  const first = JSON.parse(firstBody);
  const detailId = first.items[0].id;
  const today = new Date();
  const iso = (d) => d.toISOString().slice(0, 10);
  const statsPath = `/api/talents/stats?from=${iso(new Date(today.getTime() - 30 * 86_400_000))}&to=${iso(today)}`;
  const pageBytes = Buffer.byteLength(firstBody);
  const pageBr = brotliCompressSync(firstBody).length;
  console.log(
    `one page: ${first.items.length} candidates, ${(pageBytes / 1024).toFixed(1)} KB (${(pageBr / 1024).toFixed(1)} KB brotli); counts total ${first.counts.total}`,
  );

  const searches = ['佐藤', '健太', 'bulk-0123', 'bulk-09999@', '々木 翔', 'example'];
  let n = 0;
  const listPath = () => {
    n++;
    if (n % 3 === 0) return `/api/talents?search=${encodeURIComponent(searches[n % searches.length])}`;
    if (n % 3 === 1) return `/api/talents?cursor=${cursors[n % cursors.length]}`;
    return '/api/talents';
  };
  // Warm up.
  await load(base, { connections: 10, seconds: 2, nextPath: listPath, headers: { cookie } });

  t0 = performance.now();
  const [list, stats, detail] = await Promise.all([
    load(base, { connections: CONNECTIONS, seconds, nextPath: listPath, headers: { cookie } }),
    load(base, { connections: 1, seconds, nextPath: () => statsPath, headers: { cookie } }),
    load(base, { connections: 1, seconds, nextPath: () => `/api/talents/${detailId}`, headers: { cookie } }),
  ]);
  const f = (x) => x.toFixed(1);
  console.log(
    `list at ${CONNECTIONS} connections (${seconds} s): ${f(list.rate)} req/s, p50 ${f(list.p50)} ms, p99 ${f(list.p99)} ms, ${list.failures} failed`,
  );
  console.log(
    `stats under list load: p50 ${f(stats.p50)} ms, p99 ${f(stats.p99)} ms (${stats.count} requests, ${stats.failures} failed)`,
  );
  console.log(
    `detail under list load: p50 ${f(detail.p50)} ms, p99 ${f(detail.p99)} ms (${detail.count} requests, ${detail.failures} failed)`,
  );
} finally {
  await server.stop();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
