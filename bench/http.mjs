// Small HTTP helpers for the benches: a signed-in cookie (password + SMS code from the dev outbox) and a
// closed-loop load generator (N keep-alive connections, each sending its next request when the last answered).
import http from 'node:http';
import { solveChallenge } from 'altcha-lib/v1';

/** Signs a demo-password account in; resolves with its Cookie header. */
export async function signIn(base, email, phone, password = 'refcheck-demo') {
  const jar = new Map();
  const cookie = () => [...jar.values()].join('; ');
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const pair = c.split(';')[0];
      jar.set(pair.slice(0, pair.indexOf('=')), pair);
    }
  };
  const post = async (path, body, extra = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), origin: base, ...extra },
      body: JSON.stringify(body),
    });
    keep(res);
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const since = Date.now() - 2000;
  const first = await post('/api/auth/sign-in/email', { email, password });
  if (!first.twoFactorRedirect) return cookie();
  await post('/api/auth/two-factor/send-otp', {}, await botCheckHeader(base));
  for (let i = 0; i < 100; i++) {
    const list = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(phone)}`)).json();
    const message = list.find((m) => Date.parse(m.createdAt) >= since);
    const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
    if (code) {
      await post('/api/auth/two-factor/verify-otp', { code });
      return cookie();
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no sign-in code');
}

/** The invisible bot check the browser solves before an SMS is sent (an ALTCHA challenge), as a request header. */
async function botCheckHeader(base) {
  const c = await (await fetch(`${base}/api/bot-check/challenge`)).json();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  const { algorithm, challenge, salt, signature } = c;
  const payload = { algorithm, challenge, number: solution?.number, salt, signature };
  return { 'x-bot-check': Buffer.from(JSON.stringify(payload)).toString('base64') };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `connections` loops, each requesting `nextPath()` until `seconds` have passed (a GET, or `method` with the JSON
 * body `nextBody()`). Resolves with the latencies (ms, sorted), the request rate and the failures.
 * The connections open first, all at once, each with one request that is not counted (as wrk connects before it
 * measures): the figures are those of `connections` open connections. `firstMax` is the slowest of those first
 * answers (connecting included): what a burst of new connections meets.
 */
export async function load(base, { connections, seconds, nextPath, headers = {}, method = 'GET', nextBody }) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let failures = 0;
  const once = (path) =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const payload = nextBody ? Buffer.from(JSON.stringify(nextBody())) : null;
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent,
          headers: {
            'accept-encoding': 'br, gzip',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            if (res.statusCode !== 200) failures++;
            latencies.push(performance.now() - t0);
            resolve();
          });
        },
      );
      req.on('error', () => {
        failures++;
        resolve();
      });
      req.end(payload ?? undefined);
    });
  await Promise.all(Array.from({ length: connections }, () => once(nextPath())));
  const firstMax = Math.max(...latencies);
  latencies.length = 0;
  failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once(nextPath());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    count: latencies.length,
    rate: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    firstMax,
  };
}
