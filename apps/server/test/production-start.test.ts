/**
 * The real server process with NODE_ENV=production (issue 18): with nothing else set it exits non-zero with one
 * message naming every missing setting; with a full configuration pointing at local real peers (PostgreSQL on
 * 127.0.0.1, an SMTP server, an SMS HTTP stub, a GMO stand-in, a RISK EYES stand-in, s3rver) it starts, seeds no
 * demo data, and the demo accounts cannot sign in even once their rows exist.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { companies, user } from '../src/db/schema/index.ts';
import { createAuth } from '../src/modules/auth/auth.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/modules/seed/demo.ts';
import { createPgDatabase, TEST_DATABASE_URL, tempDir, testConfig } from './helpers.ts';
import { gmoEnv, startFakeGmo } from './support/fake-gmo.ts';
import { startRiskEyesFake } from './support/risk-eyes-fake.ts';
import { S3RVER_KEY, startLocalS3 } from './support/s3-server.ts';
import { killServerProcesses, spawnServer } from './support/server-process.ts';
import { startSmtp } from './support/smtp-server.ts';

const PG_SERVER = TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  killServerProcesses();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The server with exactly `env` (plus PATH and HOME): nothing leaks in from the test's own environment. */
const startServer = (env: Record<string, string>) =>
  spawnServer({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env });

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Twilio-style SMS API on loopback: accepts POST …/Messages.json with basic auth. */
async function startSmsStub() {
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push(body);
      res.writeHead(req.url?.endsWith('/Messages.json') ? 201 : 404, { 'content-type': 'application/json' });
      res.end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC1`, received, close: () => server.close() };
}

describe('the server process in production', () => {
  it('exits non-zero with one message naming every missing setting when only NODE_ENV=production is set', async () => {
    const server = startServer({ NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    const out = server.output();
    const lines = out.split('\n').filter((l) => l.includes('missing:'));
    expect(lines, out).toHaveLength(1);
    for (const name of [
      'PUBLIC_URL',
      'AUTH_SECRET',
      'ENCRYPTION_KEYS',
      'DATABASE_URL (PostgreSQL)',
      'SMTP_URL',
      'SMS_API_URL',
      'PAYMENT_PROVIDER=gmo',
      'GMO_SHOP_ID',
      'RISK_EYES_API_URL',
      'S3_BUCKET',
      'FILE_STORAGE_DIR',
      'ALLOW_SANDBOX',
    ])
      expect(lines[0], name).toContain(name);
    expect(out).not.toContain('Refcheck is running');
  }, 60_000);

  it('starts against local real peers, seeds no demo data and refuses the demo accounts', async () => {
    const pg = await createPgDatabase(PG_SERVER);
    cleanups.push(pg.drop);
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const sms = await startSmsStub();
    cleanups.push(sms.close);
    const gmo = await startFakeGmo();
    cleanups.push(() => gmo.close());
    const risk = await startRiskEyesFake({
      username: 'risk-user',
      password: 'risk-pass',
      accessKey: 'risk-key',
      counts: () => ({ paper: 0, web: 0 }),
    });
    cleanups.push(() => risk.close());
    const s3 = await startLocalS3(tempDir(), 'refcheck-files');
    cleanups.push(s3.stop);
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;

    const server = startServer({
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: 'production-test-secret-0123456789abcdef',
      ENCRYPTION_KEYS: 'k2026:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=',
      DATABASE_URL: pg.url,
      DATA_DIR: tempDir(),
      SMTP_URL: smtp.url,
      SMS_API_URL: sms.url,
      SMS_API_USER: 'AC1',
      SMS_API_PASSWORD: 'sms-secret',
      ...gmoEnv(gmo.url, `${gmo.url}/ext/js/token.js`),
      RISK_EYES_API_URL: risk.url,
      RISK_EYES_USERNAME: 'risk-user',
      RISK_EYES_PASSWORD: 'risk-pass',
      RISK_EYES_ACCESS_KEY: 'risk-key',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'refcheck-files',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      WEB_DIST: path.join(tempDir(), 'no-web'),
      LOG_LEVEL: 'warn',
    });
    await server.ready;
    const out = server.output();
    expect(out).not.toContain('Demo accounts');
    expect(out).not.toContain('NOT REAL');
    expect((await fetch(`${publicUrl}/api/health`)).status).toBe(200);
    // The development tools are not there.
    expect((await fetch(`${publicUrl}/api/dev/outbox`)).status).toBe(404);

    const db = await openDatabase({ kind: 'postgres', url: pg.url });
    cleanups.push(() => db.close());
    expect((await db.db.select({ n: count() }).from(companies))[0]!.n).toBe(0);
    expect((await db.db.select({ n: count() }).from(user))[0]!.n).toBe(0);

    // The demo rows written behind its back (an old database, a mistaken seed): still no demo sign-in.
    expect(await seedDemo(db.db, createAuth(db.db, testConfig()))).toBe(true);
    const signIn = (email: string, password: string) =>
      fetch(`${publicUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ email, password }),
      });
    const demo = await signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    expect(demo.status).toBe(401);
    expect(demo.headers.get('set-cookie')).toBeNull();
    const demoBody = await demo.json();
    expect(demoBody.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    // Answered exactly like a wrong password.
    const wrong = await signIn(DEMO_ACCOUNTS.admin.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).code).toBe(demoBody.code);
    expect((await signIn(DEMO_ACCOUNTS.owner.email, DEMO_PASSWORD)).status).toBe(401);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
