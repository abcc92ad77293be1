import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject, type ProvidedContext } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, type DatabaseTarget, openDatabase } from '../src/db/client.ts';
import { user } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, seedDemo } from '../src/modules/seed/demo.ts';

/**
 * The API tests run on PGlite (in memory) by default and on a real PostgreSQL server when TEST_DATABASE_URL is
 * set (scripts/test-all.sh sets it when 127.0.0.1:5432 answers). Each test file gets its own fresh database.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const dbKind = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export function tempDir(prefix = 'refcheck-test-') {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: tempDir(),
    JOB_POLL_SECONDS: '0.5',
    JOB_RETRY_DELAY_SECONDS: '1',
    // Tests sign in many times from one address; the limiter itself is tested with its defaults.
    AUTH_SIGN_IN_LIMIT_PER_MINUTE: '1000',
    AUTH_API_LIMIT_PER_MINUTE: '1000',
    AUTH_CODE_LIMIT_PER_MINUTE: '1000',
    AUTH_ACCOUNT_LIMIT_PER_MINUTE: '1000',
    // The sweeps call the public API many times with one key; public-api-limits.test.ts tests the limit itself.
    PUBLIC_API_LIMIT_PER_MINUTE: '100000',
    // Tests sign the same demo user in many times in a row; the resend throttle is tested on its own.
    SMS_CODE_RESEND_SECONDS: '0',
    // Likewise the proof-of-work before each SMS: bot-check.test.ts (and the e2e sign-in) test it on its own.
    BOT_CHECK: '0',
    WEB_DIST: path.join(tempDir(), 'no-web'),
    ...env,
  });
}

/**
 * A fresh PostgreSQL database on the test server; dropped by the returned function. `template`: a database to copy
 * (test/global-setup.ts makes one with the migrations applied), else an empty one.
 */
export async function createPgDatabase(
  server = TEST_DATABASE_URL!,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(server);
  const name = `refcheck_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await client.end();
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      // Pools close asynchronously: give their connections a moment to go before forcing the rest out.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let pgliteTemplate: Promise<Blob | undefined> | undefined;

/** The run's templates (test/global-setup.ts); none outside vitest (a bench), where `inject` throws. */
function providedTemplates(): ProvidedContext['databaseTemplates'] | undefined {
  try {
    return inject('databaseTemplates') as ProvidedContext['databaseTemplates'] | undefined;
  } catch {
    return undefined;
  }
}

/**
 * A migrated database for one test app: a copy of the run's template (test/global-setup.ts), so each app does not
 * pay for PGlite's initdb and the migrations again (2.7 s → 0.5 s each); the migrations still run, finding nothing
 * new. Without the global setup (a test run another way): a new database, migrated.
 */
export async function openTestDatabase(): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const templates = providedTemplates();
  if (!TEST_DATABASE_URL) {
    const file = templates?.pglite;
    pgliteTemplate ??= file
      ? fs.promises.readFile(file).then((bytes) => new Blob([bytes]))
      : Promise.resolve(undefined);
    const database = await openDatabase({ kind: 'pglite-memory', from: await pgliteTemplate });
    return { database, dispose: () => database.close() };
  }
  const created = await createPgDatabase(TEST_DATABASE_URL, templates?.postgres ?? undefined);
  const target: DatabaseTarget = { kind: 'postgres', url: created.url };
  const database = await openDatabase(target);
  return {
    database,
    dispose: async () => {
      await database.close();
      await created.drop();
    },
  };
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    beforeReady?: (app: TestApp['app']) => void;
  } & Partial<AppOptions> = {},
): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase();
  const config = testConfig(options.env);
  const app = await buildApp({ config, database, logger: false, ...options });
  if (options.seed ?? true) await seedDemo(database.db, app.services.auth);
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

function cookieHeader(setCookie: string | string[] | undefined, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split('; ').filter(Boolean)) jar.set(pair.split('=')[0]!, pair);
  for (const c of ([] as string[]).concat(setCookie ?? [])) {
    const pair = c.split(';')[0]!;
    const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
    if (value === '' || /max-age=0/i.test(c)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join('; ');
}

/** The newest 6-digit code sent by SMS to `phone` (read from the outbox). */
export async function latestCode(app: TestApp['app'], phone: string, since?: Date): Promise<string> {
  return eventually(async () => {
    const [message] = await app.services.outbox.list({ to: phone, limit: 1 });
    if (!message || (since && message.createdAt < since)) return undefined;
    return /\b(\d{6})\b/.exec(message.text)?.[1];
  });
}

/** Password step only: the cookies after sign-in/email (a code challenge, or a session for users without a phone). */
export async function signInPassword(
  app: TestApp['app'],
  credentials: { email: string; password: string; rememberMe?: boolean },
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: credentials,
    headers,
  });
  return { response, cookie: cookieHeader(response.headers['set-cookie']) };
}

/**
 * Signs in through the real auth endpoints — password, then the SMS code read from the outbox when the user has a
 * phone — and returns the Cookie header to send.
 */
export async function signIn(
  app: TestApp['app'],
  who: DemoAccount | { email: string; password: string },
  given: Record<string, string> = {},
) {
  // A browser sends its Origin with these calls (better-auth checks it outside NODE_ENV=test, e.g. in benches).
  const headers = { origin: app.services.config.publicUrl, ...given };
  const credentials =
    typeof who === 'string' ? { email: DEMO_ACCOUNTS[who].email, password: DEMO_PASSWORD } : who;
  const { response, cookie } = await signInPassword(app, credentials, headers);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  if (!response.json().twoFactorRedirect) return cookie;
  const [row] = await app.services.database.db
    .select({ phone: user.phoneNumber })
    .from(user)
    .where(eq(user.email, credentials.email.toLowerCase()));
  const { verified } = await codeStep(app, cookie, row!.phone!, { headers });
  if (verified.statusCode !== 200) throw new Error(`code failed: ${verified.statusCode} ${verified.body}`);
  return cookieHeader(verified.headers['set-cookie'], cookie);
}

/**
 * The code step of a sign-in: asks for the SMS code of the challenge in `cookie` (`headers` with both calls,
 * `sendHeaders` with the send only, e.g. a bot-check solution), reads it from `phone`'s outbox and sends it back
 * (with `verify`'s extra fields). Throws when the code cannot be sent; the caller checks the verify-otp answer.
 */
export async function codeStep(
  app: TestApp['app'],
  cookie: string,
  phone: string,
  options: {
    headers?: Record<string, string>;
    sendHeaders?: Record<string, string>;
    verify?: Record<string, unknown>;
  } = {},
) {
  const { headers = {}, sendHeaders = {}, verify = {} } = options;
  const since = new Date(Date.now() - 1000);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/send-otp',
    payload: {},
    headers: { ...headers, ...sendHeaders, cookie },
  });
  if (sent.statusCode !== 200) throw new Error(`code send failed: ${sent.statusCode} ${sent.body}`);
  const code = await latestCode(app, phone, since);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-otp',
    payload: { code, ...verify },
    headers: { ...headers, cookie },
  });
  return { sent, code, verified };
}

/** Every Set-Cookie header of an answer (none, one or several). */
export const setCookies = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string | string[] | undefined) ?? []);

/** The `session=` Set-Cookie header of an answer, if any. */
export const sessionSetCookie = (response: { headers: Record<string, unknown> }) =>
  setCookies(response).find((c) => c.startsWith('session='));

/** Polls until `check` returns a value (not undefined); fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
