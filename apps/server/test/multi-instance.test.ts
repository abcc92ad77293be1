/**
 * Two real server processes on one PostgreSQL database, requests alternating between them as a load balancer
 * would send them (issue 21, item 4). Skipped without PostgreSQL, like the other multi-instance test.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, eventually, TEST_DATABASE_URL, tempDir } from './helpers.ts';
import { solveBotCheck } from './support/bot-check.ts';
import { type ServerProcess, startServerProcess } from './support/server-process.ts';
import { candidateBody } from './talent-helpers.ts';

const PUBLIC_URL = 'http://localhost:3000';
const SIGN_IN_LIMIT = 4;

interface Instance extends ServerProcess {
  name: string;
}

const startInstance = async (name: string, env: Record<string, string>): Promise<Instance> => ({
  name,
  ...(await startServerProcess(env)),
});

/** A browser's cookie jar, shared whichever instance answers. */
class Client {
  cookies = new Map<string, string>();

  async call(
    instance: Instance,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const response = await fetch(instance.base + url, {
      method,
      headers: {
        origin: PUBLIC_URL,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of response.headers.getSetCookie()) {
      const pair = c.split(';')[0]!;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

/** What the browser does for an SMS-sending call: fetch a challenge, solve it, send it as x-bot-check. */
async function botCheck(instance: Instance): Promise<string> {
  const c = await (await fetch(`${instance.base}/api/bot-check/challenge`)).json();
  return (await solveBotCheck(c)).header!;
}

async function outbox(instance: Instance, to: string): Promise<{ text: string; template: string | null }[]> {
  return (await fetch(`${instance.base}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json();
}

/** A fresh active company made through `instance`'s dev route: its owner (e-mail, phone) and password. */
async function activeCompany(
  instance: Instance,
): Promise<{ owner: { email: string; phone: string }; password: string }> {
  const res = await fetch(`${instance.base}/api/dev/companies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ state: 'active' }),
  });
  return res.json();
}

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  let a: Instance;
  let b: Instance;
  let drop: () => Promise<void>;
  let databaseUrl: string;

  beforeAll(async () => {
    const created = await createPgDatabase();
    drop = created.drop;
    databaseUrl = created.url;
    const env = {
      DATABASE_URL: created.url,
      DATA_DIR: tempDir(),
      PORT: '0',
      NODE_ENV: 'development',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      PUBLIC_URL,
      AUTH_SECRET: 'multi-instance-test-secret-0123456789abcdef',
      BOT_CHECK: '1',
      BOT_CHECK_MAX_NUMBER: '2000',
      AUTH_SIGN_IN_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
      SMS_CODE_RESEND_SECONDS: '0',
      TRUST_PROXY: 'true',
      JOB_POLL_SECONDS: '0.5',
      // Sessions are remembered far longer than any step here: only the other instance's notification can make an
      // instance forget one (the sign-out step below), never the memo running out.
      SESSION_MEMO_MS: '60000',
    };
    // Started together on an empty database: both take the migration lock in turn.
    [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (!instance || instance.child.exitCode !== null) continue;
      const exited = new Promise((resolve) => instance.child.on('exit', resolve));
      instance.child.kill('SIGTERM');
      await exited;
    }
    await drop?.();
  }, 60_000);

  it('migrates once when both start together', () => {
    const applied = [a, b].map((i) => Number(/migrations applied: (\d+)/.exec(i.output())?.[1]));
    expect(applied.sort((x, y) => x - y)[0]).toBe(0);
    expect(applied[1]).toBeGreaterThan(15);
  });

  it('counts the per-address sign-in limit across both', async () => {
    const client = new Client();
    const attempt = (instance: Instance) =>
      client.call(
        instance,
        'POST',
        '/api/auth/sign-in/email',
        { email: 'nobody@example.jp', password: 'wrong-password' },
        { 'x-forwarded-for': '203.0.113.77' },
      );
    for (let i = 0; i < SIGN_IN_LIMIT; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('signs in on A and continues on B; a bot-check solution spent on A is refused on B; a change through A streams on B; a scheduled mail goes out once; signing out on A ends the session on B at once', async () => {
    const seeded = await activeCompany(a);
    const browser = new Client();
    const password = await browser.call(a, 'POST', '/api/auth/sign-in/email', {
      email: seeded.owner.email,
      password: seeded.password,
    });
    expect(password.status, await password.text()).toBe(200);

    // The code is sent through A with a solved bot check; the same solution on B is refused.
    const solution = await botCheck(b);
    const sent = await browser.call(
      a,
      'POST',
      '/api/auth/two-factor/send-otp',
      {},
      { 'x-bot-check': solution },
    );
    expect(sent.status, await sent.text()).toBe(200);
    const replay = await browser.call(
      b,
      'POST',
      '/api/auth/two-factor/send-otp',
      {},
      { 'x-bot-check': solution },
    );
    expect(replay.status).toBe(400);
    expect((await replay.json()).code).toBe('botCheckFailed');

    const code = await eventually(
      async () => /\b(\d{6})\b/.exec((await outbox(b, seeded.owner.phone))[0]?.text ?? '')?.[1],
    );
    const verified = await browser.call(b, 'POST', '/api/auth/two-factor/verify-otp', { code });
    expect(verified.status, await verified.text()).toBe(200);
    for (const instance of [b, a, b])
      expect((await browser.call(instance, 'GET', '/api/session')).status).toBe(200);

    // The dashboard streams from B; a candidate is added through A.
    const controller = new AbortController();
    const stream = await fetch(`${b.base}/api/talents/events`, {
      headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let received = '';
    const heard = (async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return received;
        received += new TextDecoder().decode(value);
        if (received.includes('"kind":"created"')) return received;
      }
    })();
    await eventually(async () => (received.includes(': connected') ? true : undefined));
    const created = await browser.call(a, 'POST', '/api/talents', candidateBody());
    expect(created.status).toBe(201);
    const talent = await created.json();
    expect(await heard).toContain(`"talentId":"${talent.id}"`);
    controller.abort();

    // Scheduled through A; both instances' job workers poll the same queue: one mail.
    const scheduled = await browser.call(a, 'PUT', `/api/talents/${talent.id}/scheduled-invitation`, {
      scheduledAt: new Date(Date.now() + 1500).toISOString(),
    });
    expect(scheduled.status, await scheduled.text()).toBe(200);
    await eventually(async () => ((await outbox(b, talent.email)).length > 0 ? true : undefined), 30_000);
    await new Promise((r) => setTimeout(r, 2500));
    expect(await outbox(a, talent.email)).toHaveLength(1);

    // B remembers the session (the memo lasts a minute here); signing out on A makes B forget it as soon as A's
    // notification reaches B (PostgreSQL NOTIFY, sent before A's answer leaves): B's next answers are 401 within
    // moments, long before the memo would have run out.
    expect((await browser.call(b, 'GET', '/api/session')).status).toBe(200);
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await browser.call(a, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
    const signedOutAt = Date.now();
    const status = await eventually(async () => {
      const after = await fetch(`${b.base}/api/session`, { headers: { cookie } });
      return after.status === 401 ? after.status : undefined;
    }, 10_000);
    expect(status).toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThan(10_000);
  }, 120_000);

  it('keeps streaming across instances after the listening connections are cut', async () => {
    const seeded = await activeCompany(a);
    const browser = new Client();
    await browser.call(b, 'POST', '/api/auth/sign-in/email', {
      email: seeded.owner.email,
      password: seeded.password,
    });
    await browser.call(b, 'POST', '/api/auth/two-factor/send-otp', {}, { 'x-bot-check': await botCheck(a) });
    const code = await eventually(
      async () => /\b(\d{6})\b/.exec((await outbox(a, seeded.owner.phone))[0]?.text ?? '')?.[1],
    );
    expect((await browser.call(a, 'POST', '/api/auth/two-factor/verify-otp', { code })).status).toBe(200);

    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
    );
    await admin.end();
    expect(rows.length).toBe(2);

    // Each instance reopens its listening connection within about a second; then B hears A's change again.
    const heard = await eventually(async () => {
      const controller = new AbortController();
      const stream = await fetch(`${b.base}/api/talents/events`, {
        headers: { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        signal: controller.signal,
      });
      const reader = stream.body!.getReader();
      await reader.read(); // ": connected"
      const created = await (await browser.call(a, 'POST', '/api/talents', candidateBody())).json();
      const timeout = setTimeout(() => controller.abort(), 1500);
      let text = '';
      try {
        while (!text.includes(created.id)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
        }
      } catch {
        // aborted: not heard within the wait
      } finally {
        clearTimeout(timeout);
        controller.abort();
      }
      return text.includes(created.id) ? true : undefined;
    }, 20_000);
    expect(heard).toBe(true);
  }, 60_000);
});
