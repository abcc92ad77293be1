// 200 referees autosaving their answers at once, against the real server (PGlite, then PostgreSQL when
// reachable on 127.0.0.1:5432: a random database, dropped afterwards). Each referee types into two answers (a
// keystroke every 200 ms, switching answer every 10 s) and its client behaves as the web app's ordered autosave:
// one save in flight per answer, at most one save per second while typing, superseded texts dropped, every save
// carrying the answer's revision, failures (503 + Retry-After, network errors, 10 s timeouts) retried with backoff.
// Prints, per database: lost (the last text typed, acknowledged, is not what is stored once the clients flushed;
// unflushed: still not acknowledged 120 s after typing stopped), reordered (what
// is stored is older than a save the server already acknowledged), unanswered (no answer within 10 s), shed (503),
// saves/s and p50 / p99 of every answered save.
// Usage: node bench/autosave-load.mjs [--seconds 60] [--referees 200] [--db pglite|postgres|both] [--json]
//        [--base http://host:port --secret AUTH_SECRET]   (an already running server instead of starting one)
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { postgresDatabase } from './postgres.mjs';
import { startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    referees: { type: 'string', default: '200' },
    db: { type: 'string', default: 'both' },
    json: { type: 'boolean', default: false },
    base: { type: 'string' },
    secret: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const REFEREES = Number(args.referees);
const TIMEOUT_MS = 10_000;
const KEYSTROKE_MS = 200;
const SAVE_EVERY_MS = 1000;
const SECRET = args.secret ?? 'bench-autosave-secret-0123456789abcdef0123456789';
const log = (...a) => {
  if (!args.json) console.log(...a);
};

const sign = (body) => createHmac('sha256', SECRET).update(body).digest('base64url');
function cookieOf(companyId, talentId, refereeId) {
  const body = Buffer.from(
    JSON.stringify({
      p: 'referee',
      c: companyId,
      t: talentId,
      r: refereeId,
      exp: Math.floor(Date.now() / 1000) + 86400,
    }),
  ).toString('base64url');
  const verified = createHmac('sha256', SECRET).update(`referee-verified:${refereeId}`).digest('base64url');
  return `rc_referee=${body}.${sign(body)}; rc_referee_verified=${verified}`;
}

async function seed(base) {
  const referees = [];
  for (let i = 0; referees.length < REFEREES; i++) {
    const n = Math.min(10, REFEREES - referees.length);
    const res = await fetch(`${base}/api/dev/reference-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        talentName: `負荷 ${i}`,
        deadline: new Date(Date.now() + 7 * 86400_000).toISOString(),
        referees: Array.from({ length: n }, (_, j) => ({ name: `推薦 ${i}-${j}`, language: 'jp' })),
      }),
    });
    if (!res.ok) throw new Error(`seed: ${res.status} ${await res.text()}`);
    const check = await res.json();
    let keys;
    for (const r of check.referees) {
      const cookie = cookieOf(check.companyId, check.talentId, r.id);
      if (!keys) {
        const me = await (await fetch(`${base}/api/referee-flow/me`, { headers: { cookie } })).json();
        keys = me.questions.filter((q) => q.kind === 'description').map((q) => q.key);
      }
      referees.push({ cookie, keys: keys.slice(0, 2) });
    }
  }
  return referees;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

/** A PUT on a keep-alive connection; resolves { status, retryAfter }, rejects on a network error or timeout. */
function put(ctx, pathname, cookie, body) {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${ctx.base}${pathname}`,
      {
        method: 'PUT',
        agent: ctx.agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, cookie },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'] }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** One answer of one referee, saved as the web client does. */
class Field {
  constructor(ctx, referee, key) {
    Object.assign(this, { ctx, referee, key });
    this.text = '';
    this.rev = 0;
    this.sentRev = 0; // newest revision handed to a request
    this.ackedRev = 0; // newest revision the server acknowledged (applied or already superseded)
    this.ackedText = '';
    this.inFlight = false;
    this.lastSend = 0;
    this.retryAt = 0;
    this.failures = 0;
  }
  type(ch) {
    this.text += ch;
    this.rev = Math.max(this.rev + 1, Date.now() * 1000);
  }
  /** Sends the newest text when allowed; `force` ignores the typing throttle (pause, flush). */
  pump(force) {
    const now = Date.now();
    if (this.inFlight || this.rev <= this.ackedRev || now < this.retryAt) return;
    if (!force && now - this.lastSend < SAVE_EVERY_MS) return;
    this.send();
  }
  async send() {
    const { ctx } = this;
    const rev = this.rev;
    const text = this.text;
    this.inFlight = true;
    this.lastSend = Date.now();
    this.sentRev = rev;
    const started = performance.now();
    let status = 0;
    let retryAfter = 0;
    try {
      const res = await put(ctx, `/api/referee-flow/answers/${this.key}`, this.referee.cookie, { text, rev });
      status = res.status;
      retryAfter = Number(res.retryAfter ?? 0);
    } catch {
      status = 0;
    }
    const ms = performance.now() - started;
    if (status === 0) ctx.unanswered++;
    else {
      ctx.latencies.push(ms);
      if (status === 503) ctx.shed++;
      else if (status !== 200) ctx.errors.set(status, (ctx.errors.get(status) ?? 0) + 1);
    }
    if (status === 200) {
      ctx.saves++;
      this.failures = 0;
      if (rev > this.ackedRev) {
        this.ackedRev = rev;
        this.ackedText = text;
      }
    } else {
      this.failures++;
      const backoff = Math.min(5000, 250 * 2 ** Math.min(this.failures, 5)) * (0.5 + Math.random());
      this.retryAt = Date.now() + Math.max(backoff, retryAfter * 1000);
    }
    this.inFlight = false;
  }
}

async function runLoad(base, label) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: REFEREES * 2 });
  const ctx = { base, agent, latencies: [], saves: 0, shed: 0, unanswered: 0, errors: new Map() };
  log(`${label}: seeding ${REFEREES} referees…`);
  const referees = await seed(base);
  const fields = referees.map((r) => r.keys.map((k) => new Field(ctx, r, k)));
  log(`${label}: ${REFEREES} referees typing for ${SECONDS} s…`);
  const alphabet = 'あいうえおかきくけこabcdefg ';
  const end = Date.now() + SECONDS * 1000;
  const timers = fields.map((pair, i) => {
    let tick = 0;
    const offset = Math.floor((i * KEYSTROKE_MS) / fields.length);
    let timer;
    const start = setTimeout(() => {
      timer = setInterval(() => {
        tick++;
        const field = pair[Math.floor(tick / 50) % pair.length];
        field.type(alphabet[tick % alphabet.length]);
        for (const f of pair) f.pump(f !== field);
      }, KEYSTROKE_MS);
    }, offset);
    return () => {
      clearTimeout(start);
      clearInterval(timer);
    };
  });
  const started = Date.now();
  await new Promise((r) => setTimeout(r, Math.max(0, end - Date.now())));
  for (const stop of timers) stop();
  const elapsed = (Date.now() - started) / 1000;
  const all = fields.flat();
  const settle = async (flush) => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (flush) for (const f of all) f.pump(true);
      const busy = all.some((f) => f.inFlight || (flush && f.rev > f.ackedRev));
      if (!busy || Date.now() > deadline) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stored = async () => {
    const result = new Map();
    for (const r of referees) {
      const body = await (
        await fetch(`${base}/api/referee-flow/answers`, { headers: { cookie: r.cookie } })
      ).json();
      result.set(r, body.descriptions ?? {});
    }
    return result;
  };
  // Reordered: once in-flight saves settle, what is stored is older (a shorter prefix) than an acknowledged save.
  const saveCount = ctx.saves;
  const latencies = [...ctx.latencies].sort((a, b) => a - b);
  await settle(false);
  const before = await stored();
  let reordered = 0;
  for (const pair of fields)
    for (const f of pair) {
      const s = before.get(f.referee)[f.key] ?? '';
      if (s.length < f.ackedText.length) reordered++;
    }
  // Lost: after the clients flushed, the last text typed is not what is stored.
  await settle(true);
  const after = await stored();
  let lost = 0;
  let unflushed = 0;
  for (const pair of fields)
    for (const f of pair) {
      if (f.rev > f.ackedRev)
        unflushed++; // the client still holds it: not acknowledged within 120 s
      else if ((after.get(f.referee)[f.key] ?? '') !== f.text) lost++; // acknowledged, yet not what is stored
    }
  agent.destroy();
  return {
    database: label,
    referees: REFEREES,
    seconds: Number(elapsed.toFixed(1)),
    saves: saveCount,
    savesPerSecond: Number((saveCount / elapsed).toFixed(1)),
    lost,
    unflushed,
    reordered,
    unanswered: ctx.unanswered,
    shed: ctx.shed,
    otherErrors: Object.fromEntries(ctx.errors),
    p50Ms: Number(percentile(latencies, 0.5).toFixed(1)),
    p99Ms: Number(percentile(latencies, 0.99).toFixed(1)),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
  };
}

async function onServer(label, env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-autosave-'));
  const server = await startServer(dataDir, { AUTH_SECRET: SECRET, ...env });
  try {
    return await runLoad(server.base, label);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
if (args.base) results.push(await runLoad(args.base, 'given server'));
else {
  if (args.db === 'pglite' || args.db === 'both') results.push(await onServer('pglite', {}));
  if (args.db === 'postgres' || args.db === 'both') {
    const pgdb = await postgresDatabase();
    if (!pgdb) log('PostgreSQL: not reachable on 127.0.0.1:5432, skipped');
    else
      try {
        results.push(await onServer('postgres', { DATABASE_URL: pgdb.url }));
      } finally {
        await pgdb.drop();
      }
  }
}
if (args.json) console.log(JSON.stringify({ bench: 'autosave-load', results }));
else {
  for (const r of results) {
    console.log(
      `${r.database.padEnd(9)} ${r.referees} referees ${r.seconds} s: ${r.saves} saves (${r.savesPerSecond}/s), ` +
        `lost ${r.lost} (unflushed ${r.unflushed}), reordered ${r.reordered}, unanswered ${r.unanswered}, shed (503) ${r.shed}, ` +
        `p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms` +
        (Object.keys(r.otherErrors).length ? `, other statuses ${JSON.stringify(r.otherErrors)}` : ''),
    );
  }
  console.log('targets: 0 lost, 0 reordered, 0 unanswered; p99 ≤ 500 ms on PGlite, ≤ 100 ms on PostgreSQL');
}
