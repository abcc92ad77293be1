// The referee's answer save (PUT /api/referee-flow/answers/:key) against its bare peer (bench/bare-answer-server.mjs:
// node:http + pg, the same single upsert into the same table, the same pool size), on PostgreSQL (127.0.0.1:5432, a
// random database dropped afterwards), under the same closed-loop load: `--connections` clients each saving as fast
// as answered for `--seconds`. Prints saves/s, p50 and p99 of both and the ratio (target ≥ 50 %).
// Usage: node bench/answer-save.mjs [--seconds 15] [--connections 50] [--json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postgresDatabase } from './postgres.mjs';
import { refereeCookie as cookieOf, BENCH_AUTH_SECRET as SECRET } from './referee-cookie.mjs';
import { startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);
const log = (...a) => {
  if (!args.json) console.log(...a);
};

function put(agent, url, headers, body) {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'PUT',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(payload);
  });
}

/** Closed loop: each connection saves one referee's answer again as soon as the previous save is answered. */
async function load(label, targets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  let ok = 0;
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  let rev = Date.now() * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const target = targets[i % targets.length];
      let n = 0;
      while (Date.now() < end) {
        const started = performance.now();
        const status = await put(agent, target.url, target.headers, { text: `回答 ${i} ${n++}`, rev: ++rev });
        latencies.push(performance.now() - started);
        if (status === 200) ok++;
        else failed++;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Number((latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0).toFixed(1));
  const result = {
    label,
    savesPerSecond: Number((ok / SECONDS).toFixed(0)),
    failed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
  log(
    `${label.padEnd(28)} ${result.savesPerSecond} saves/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${failed ? `, ${failed} failed` : ''}`,
  );
  return result;
}

const pgdb = await postgresDatabase();
if (!pgdb) {
  console.log('PostgreSQL not reachable on 127.0.0.1:5432: skipped');
  process.exit(0);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-answer-save-'));
const server = await startServer(dataDir, { AUTH_SECRET: SECRET, DATABASE_URL: pgdb.url });
let bare;
try {
  const referees = [];
  for (let i = 0; referees.length < CONNECTIONS; i++) {
    const res = await fetch(`${server.base}/api/dev/reference-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        talentName: `速度 ${i}`,
        deadline: new Date(Date.now() + 7 * 86400_000).toISOString(),
        referees: Array.from({ length: 10 }, (_, j) => ({ name: `推薦 ${i}-${j}` })),
      }),
    });
    const check = await res.json();
    const cookie = cookieOf(check.companyId, check.talentId, check.referees[0].id);
    const me = await (await fetch(`${server.base}/api/referee-flow/me`, { headers: { cookie } })).json();
    const key = me.questions.find((q) => q.kind === 'description').key;
    for (const r of check.referees)
      referees.push({ companyId: check.companyId, talentId: check.talentId, refereeId: r.id, key });
  }
  const product = referees.map((r) => ({
    url: `${server.base}/api/referee-flow/answers/${r.key}`,
    headers: { cookie: cookieOf(r.companyId, r.talentId, r.refereeId) },
  }));
  bare = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-answer-server.mjs')], {
    env: { ...process.env, DATABASE_URL: pgdb.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) =>
    bare.stdout.on('data', (d) => {
      const m = /listening (\d+)/.exec(String(d));
      if (m) resolve(Number(m[1]));
    }),
  );
  const peer = referees.map((r) => ({
    url: `http://127.0.0.1:${port}/answers/${r.key}`,
    headers: { 'x-referee': r.refereeId, 'x-talent': r.talentId },
  }));
  log(`${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL, pool 10`);
  await load('warm-up', product.slice(0, 5));
  const bareResult = await load('bare node:http + pg upsert', peer);
  const productResult = await load('PUT /api/referee-flow/answers', product);
  const ratio = Number(
    ((100 * productResult.savesPerSecond) / Math.max(1, bareResult.savesPerSecond)).toFixed(1),
  );
  if (args.json)
    console.log(
      JSON.stringify({ bench: 'answer-save', bare: bareResult, product: productResult, ratioPercent: ratio }),
    );
  else console.log(`ratio: ${ratio} % of the bare peer (target ≥ 50 %)`);
} finally {
  bare?.kill('SIGTERM');
  await server.stop();
  await pgdb.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
