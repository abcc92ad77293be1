// The dashboard at a real customer's size: one company with 10,000 candidates and 40,000 referees (seeded by the
// dev endpoint POST /api/dev/talents/bulk), the real server as `npm start` runs it, side by side with its bare peer
// (bench/bare-dashboard-server.mjs: node:http, the same SQL and JSON, no framework/validation/auth/cache).
// The loads are wrk's (bench/wrk.mjs: Debian's wrk, 2 threads, a Lua script cycling through the paths with the
// session cookie; 3 s of warm-up before each side's first half), the same for the product and its peer.
// 1. Each of the list (first pages with counts, deeper pages by cursor, searches), the detail and the graph header
//    alone at 50 keep-alive connections, product and peer in turn with the same load (product, peer, peer, product:
//    halves of `seconds` each, so that the load of a shared machine falls on both alike; rate over both halves, p50
//    and p99 the mean of the halves'): throughput, p99, ratio.
// 2. The graph header and a detail (one connection each) while the list is under that load: the product, then the
//    peer under its own list load.
// 3. A referee's answer save (PUT /api/referee-flow/answers, 4 connections) while the list is under that load.
// 4. The server's resident memory after those loads (the process tree's RSS and its peak), with its target.
// The JSON of both sides is compared first (same bytes, or the bench stops).
// Usage: node bench/dashboard.mjs [pglite|postgres] [--seconds 10] [--candidates 10000] [--only list,detail,stats]
//   [--alone-only]
//   (postgres: BENCH_POSTGRES_URL or the local postgres://postgres@127.0.0.1:5432/postgres, in a database of its
//   own). Prints figures; never part of the tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync } from 'node:zlib';
import { notMeasured } from './fail.mjs';
import { signIn } from './http.mjs';
import { postgresDatabase } from './postgres.mjs';
import { BENCH_AUTH_SECRET, refereeCookie } from './referee-cookie.mjs';
import { startServer } from './server.mjs';
import { ensureWrk, memoryMiB, pathsOf, wrkLoad } from './wrk.mjs';

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '10' },
    candidates: { type: 'string', default: '10000' },
    // Only these endpoints side by side (list,detail,stats), and no phases 2 and 3 (profiling one endpoint).
    only: { type: 'string' },
    'alone-only': { type: 'boolean', default: false },
  },
});
const kind = positionals[0] ?? 'pglite';
const seconds = Number(positionals[1] ?? args.seconds);
const CANDIDATES = Number(args.candidates);
const REFEREES_PER_CANDIDATE = 4;
const CONNECTIONS = 50;
const f = (x) => x.toFixed(1);

ensureWrk();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-'));
const peerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-peer-'));
const env = { AUTH_SECRET: BENCH_AUTH_SECRET };
let pgdb = null;
if (kind === 'postgres') {
  pgdb = await postgresDatabase();
  if (!pgdb) await notMeasured('PostgreSQL not reachable');
  env.DATABASE_URL = pgdb.url;
}

let server = await startServer(dataDir, env);
let peer;
try {
  const t0 = performance.now();
  const seeded = await fetch(`${server.base}/api/dev/talents/bulk`, {
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
  // A reference check in another company for the answer saves under list load.
  const check = await (
    await fetch(`${server.base}/api/dev/reference-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        talentName: '速度 一郎',
        deadline: new Date(Date.now() + 7 * 86400_000).toISOString(),
        referees: Array.from({ length: 4 }, (_, j) => ({ name: `推薦 ${j}` })),
      }),
    })
  ).json();
  const cookie = await signIn(server.base, 'owner@acme.test', '+819000000002');

  // PGlite has one process per data directory: the peer gets a copy of the seeded one.
  const peerEnv = { ...process.env };
  if (kind === 'postgres') peerEnv.DATABASE_URL = pgdb.url;
  else {
    await server.stop();
    fs.cpSync(path.join(dataDir, 'db'), path.join(peerDir, 'db'), { recursive: true });
    server = await startServer(dataDir, env);
    peerEnv.PGLITE_DIR = path.join(peerDir, 'db');
  }
  peer = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-dashboard-server.mjs')], {
    env: peerEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const peerBase = await new Promise((resolve, reject) => {
    peer.stdout.on('data', (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    peer.on('exit', (code) => reject(new Error(`peer exited with ${code}`)));
  });
  const { base } = server;
  const { companyId } = await (await fetch(`${peerBase}/company?email=owner%40acme.test`)).json();
  const productHeaders = { cookie };
  const peerHeaders = { 'x-company': companyId };
  const get = async (p) => {
    const res = await fetch(`${base}${p}`, { headers: productHeaders });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return res.text();
  };

  // Cursors of the first 40 pages, detail ids, the stats range.
  const cursors = [];
  let cursor = null;
  for (let i = 0; i < 40; i++) {
    const page = JSON.parse(await get(`/api/talents${cursor ? `?cursor=${cursor}` : ''}`));
    cursor = page.nextCursor;
    if (!cursor) break;
    cursors.push(cursor);
  }
  const firstBody = await get('/api/talents');
  const first = JSON.parse(firstBody);
  const detailIds = first.items.map((t) => t.id);
  const today = new Date();
  const iso = (d) => d.toISOString().slice(0, 10);
  const statsQuery = `?from=${iso(new Date(today.getTime() - 30 * 86_400_000))}&to=${iso(today)}`;
  const pageBytes = Buffer.byteLength(firstBody);
  const pageBr = brotliCompressSync(firstBody).length;
  console.log(
    `one page: ${first.items.length} candidates, ${(pageBytes / 1024).toFixed(1)} KB (${(pageBr / 1024).toFixed(1)} KB brotli); counts total ${first.counts.total}`,
  );

  const searches = ['佐藤', '健太', 'bulk-0123', 'bulk-09999@', '々木 翔', 'example'];
  const listPaths = (prefix) => {
    let n = 0;
    return () => {
      n++;
      if (n % 3 === 0) return `${prefix}?search=${encodeURIComponent(searches[n % searches.length])}`;
      if (n % 3 === 1) return `${prefix}?cursor=${cursors[n % cursors.length]}`;
      return prefix;
    };
  };
  const detailPaths = (prefix) => {
    let n = 0;
    return () => `${prefix}/${detailIds[n++ % detailIds.length]}`;
  };
  const endpoints = [
    { name: 'list', product: () => listPaths('/api/talents'), peer: () => listPaths('/talents') },
    { name: 'detail', product: () => detailPaths('/api/talents'), peer: () => detailPaths('/talents') },
    {
      name: 'stats',
      product: () => () => `/api/talents/stats${statsQuery}`,
      peer: () => () => `/talents/stats${statsQuery}`,
    },
  ];

  // The same JSON on both sides (the peer is only a fair floor if it does the same work).
  const peerText = async (p) => (await fetch(`${peerBase}${p}`, { headers: peerHeaders })).text();
  for (const e of endpoints) {
    const [productPath, peerPath] = [e.product(), e.peer()];
    for (let i = 0; i < 6; i++) {
      const [a, b] = [await get(productPath()), await peerText(peerPath())];
      if (a !== b) {
        let at = 0;
        while (a[at] === b[at]) at++;
        throw new Error(
          `${e.name}: the peer's JSON differs at ${at}: ${a.slice(at - 80, at + 80)} | ${b.slice(at - 80, at + 80)}`,
        );
      }
    }
  }
  console.log('same JSON from product and peer: list, detail, stats');

  const load = (target, { nextPath, ...rest }) => wrkLoad(target, { ...rest, paths: pathsOf(nextPath) });
  // Product and peer halves: the rate over both, p50 and p99 the mean of the halves' (wrk gives percentiles, not
  // its samples).
  const merge = (runs) => {
    const count = runs.reduce((s, r) => s + r.count, 0);
    const mean = (k) => runs.reduce((s, r) => s + r[k], 0) / runs.length;
    return {
      count,
      rate: count / runs.reduce((s, r) => s + r.count / r.rate, 0),
      p50: mean('p50'),
      p99: mean('p99'),
      failures: runs.reduce((s, r) => s + r.failures, 0),
    };
  };
  const half = seconds / 2;
  console.log(
    `\neach endpoint alone at ${CONNECTIONS} connections (wrk, 2 threads), ${seconds} s a side (product, peer, peer, product)`,
  );
  for (const e of endpoints) {
    if (args.only && !args.only.split(',').includes(e.name)) continue;
    const product = (s, warmup = 0) =>
      load(base, {
        connections: CONNECTIONS,
        seconds: s,
        warmup,
        nextPath: e.product(),
        headers: productHeaders,
      });
    const bare = (s, warmup = 0) =>
      load(peerBase, {
        connections: CONNECTIONS,
        seconds: s,
        warmup,
        nextPath: e.peer(),
        headers: peerHeaders,
      });
    const p1 = await product(half, 3);
    const b1 = await bare(half, 3);
    const b2 = await bare(half);
    const p2 = await product(half);
    const [p, b] = [merge([p1, p2]), merge([b1, b2])];
    console.log(
      `${e.name.padEnd(6)} product ${f(p.rate)} req/s p50 ${f(p.p50)} ms p99 ${f(p.p99)} ms | peer ${f(b.rate)} req/s p50 ${f(b.p50)} ms p99 ${f(b.p99)} ms | ratio ${f((100 * p.rate) / b.rate)} % | p99 ${(p.p99 / b.p99).toFixed(2)}× peer${p.failures + b.failures ? ` | ${p.failures} + ${b.failures} failed` : ''}`,
    );
    if (p.failures) throw new Error(`${e.name}: ${p.failures} of the product's requests failed`);
  }

  if (!args['alone-only']) {
    // The graph header and a detail, one connection each, while the list is at 50: the product, then its peer.
    const [listing, detailing, stating] = endpoints;
    const underList = (target, side, headers) =>
      Promise.all(
        [
          [CONNECTIONS, listing, 2],
          [1, stating, 1],
          [1, detailing, 1],
        ].map(([connections, e, threads]) =>
          load(target, { connections, threads, seconds, warmup: 3, nextPath: e[side](), headers }),
        ),
      );
    const listPath = endpoints[0].product();
    const [list, stats, detail] = await underList(base, 'product', productHeaders);
    const [peerList, peerStats, peerDetail] = await underList(peerBase, 'peer', peerHeaders);
    const figures = (r) => `p50 ${f(r.p50)} ms, p99 ${f(r.p99)} ms`;
    console.log('');
    console.log(
      `list at ${CONNECTIONS} connections (${seconds} s): ${f(list.rate)} req/s, ${figures(list)}, ${list.failures} failed (peer: ${f(peerList.rate)} req/s, ${figures(peerList)})`,
    );
    console.log(
      `stats under list load: ${figures(stats)} (${stats.count} requests, ${stats.failures} failed) (peer: ${figures(peerStats)}, ${peerStats.count} requests)`,
    );
    console.log(
      `detail under list load: ${figures(detail)} (${detail.count} requests, ${detail.failures} failed) (peer: ${figures(peerDetail)}, ${peerDetail.count} requests)`,
    );

    // Answer saves (4 referees, one connection each: one wrk each, a new rev per save) alone, then under list load.
    const me = await (
      await fetch(`${base}/api/referee-flow/me`, {
        headers: { cookie: refereeCookie(check.companyId, check.talentId, check.referees[0].id) },
      })
    ).json();
    const key = me.questions.find((q) => q.kind === 'description').key;
    const saves = (s, warmup = 0) =>
      Promise.all(
        check.referees.map((r, i) =>
          wrkLoad(base, {
            connections: 1,
            threads: 1,
            seconds: s,
            warmup,
            method: 'PUT',
            paths: [`/api/referee-flow/answers/${key}`],
            body: `string.format('{"text":"回答 ${i} %d","rev":%d}', n, rev)`,
            headers: { cookie: refereeCookie(check.companyId, check.talentId, r.id) },
          }),
        ),
      ).then(merge);
    const alone = await saves(Math.min(3, seconds), 1);
    const [, underLoad] = await Promise.all([
      load(base, { connections: CONNECTIONS, seconds, nextPath: listPath, headers: productHeaders }),
      saves(seconds),
    ]);
    console.log(
      `answer save alone: p50 ${f(alone.p50)} ms, p99 ${f(alone.p99)} ms (${alone.count} saves, ${alone.failures} failed)`,
    );
    console.log(
      `answer save under list load: p50 ${f(underLoad.p50)} ms, p99 ${f(underLoad.p99)} ms (${underLoad.count} saves, ${underLoad.failures} failed)`,
    );
    if (alone.failures + underLoad.failures)
      throw new Error(`answer saves: ${alone.failures + underLoad.failures} failed`);
  }
  const memory = memoryMiB(server.child.pid);
  const target = kind === 'postgres' ? '≤ 250 MiB' : '≤ 400 MiB';
  console.log(
    `server memory after the loads (${kind}): RSS ${memory.rss.toFixed(0)} MiB, peak ${memory.peak.toFixed(0)} MiB (target ${target})`,
  );
} finally {
  peer?.kill('SIGTERM');
  await server.stop();
  await pgdb?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(peerDir, { recursive: true, force: true });
}
