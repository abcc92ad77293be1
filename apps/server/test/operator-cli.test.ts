/**
 * The first operator by command (issue 18), end to end: `operator:create` (the real CLI process) → the printed link
 * → the password set through the API → sign-in with the password and the SMS code → the operator console. Also
 * the link's single use, expiry and hashing at rest, `operator:list` and `operator:disable`. On PGlite (a data
 * directory the command opens, then the app) and on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { operatorInvitations, user } from '../src/db/schema/index.ts';
import { dbKind, signIn, signInPassword, testConfig } from './helpers.ts';
import { useCliDatabase } from './support/cli-database.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');
const PUBLIC_URL = 'http://localhost:3000';

describe(`operator commands (${dbKind})`, () => {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    PUBLIC_URL,
  };
  useCliDatabase(env);

  /** `npm run operator:<command> -- …args`, as the README says (the same script). */
  const operator = async (command: string, ...args: string[]) => {
    try {
      const { stdout } = await run('npm', ['run', '--silent', `operator:${command}`, '--', ...args], {
        cwd: root,
        env,
      });
      return { code: 0, out: stdout };
    } catch (e) {
      const err = e as { code: number; stdout: string; stderr: string };
      return { code: err.code, out: `${err.stdout}${err.stderr}` };
    }
  };

  /** The app on the database the command wrote (the command has exited: PGlite's lock is free). */
  async function withApp<T>(
    fn: (app: Awaited<ReturnType<typeof buildApp>>, database: Database) => Promise<T>,
  ) {
    const database = await openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dir: env.DATA_DIR! },
    );
    const app = await buildApp({ config: testConfig(), database, ownsDatabase: true, logger: false });
    await app.ready();
    try {
      return await fn(app, database);
    } finally {
      await app.close();
    }
  }

  it('create → link → set password → sign in with the SMS code → the operator console', async () => {
    const created = await operator('create', '--email', 'Ops@Refcheck.example', '--phone', '+819011112222');
    expect(created.code, created.out).toBe(0);
    const link = /(http:\/\/localhost:3000\/login\/operator_password\?token=[\w%-]+)/.exec(created.out)?.[1];
    expect(link, created.out).toBeDefined();
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);

    await withApp(async (app, database) => {
      // Only the hash is stored; no password yet, so no sign-in.
      const [stored] = await database.db.select().from(operatorInvitations);
      expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(token);
      const before = await signInPassword(app, {
        email: 'ops@refcheck.example',
        password: 'operator-pass-1',
      });
      expect(before.response.statusCode).toBe(401);

      const set = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/operator-password',
          payload: { token, password, passwordConfirmation: password },
        });
      expect((await set('short')).statusCode).toBe(400);
      expect((await set('operator-pass-1')).statusCode).toBe(200);
      // Single use.
      const again = await set('operator-pass-2');
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('INVALID_TOKEN');

      const cookie = await signIn(app, { email: 'ops@refcheck.example', password: 'operator-pass-1' });
      const session = await app.inject({ url: '/api/session', headers: { cookie } });
      expect(session.json().user).toMatchObject({ role: 'admin', email: 'ops@refcheck.example' });
      expect((await app.inject({ url: '/api/admin/companies', headers: { cookie } })).statusCode).toBe(200);
    });

    const list = await operator('list');
    expect(list.out).toMatch(/ops@refcheck\.example\t\+819011112222\tops\tactive/);
  }, 120_000);

  it('refuses a taken email, reissues the link of an operator without a password, and the old link dies', async () => {
    const first = await operator('create', '--email', 'late@refcheck.example', '--phone', '+819033334444');
    const old = decodeURIComponent(/token=([\w%-]+)/.exec(first.out)![1]!);
    const second = await operator('create', '--email', 'late@refcheck.example', '--phone', '+819033334444');
    expect(second.out).toContain('New link for the operator');
    const fresh = decodeURIComponent(/token=([\w%-]+)/.exec(second.out)![1]!);
    expect(
      (await operator('create', '--email', 'ops@refcheck.example', '--phone', '+819055556666')).code,
    ).toBe(1);
    expect((await operator('create', '--email', 'bad', '--phone', '090')).code).toBe(1);
    expect((await operator('create', '--email', 'x@refcheck.example')).code).toBe(1);

    await withApp(async (app, database) => {
      const set = (token: string) =>
        app.inject({
          method: 'POST',
          url: '/api/operator-password',
          payload: { token, password: 'late-pass-1', passwordConfirmation: 'late-pass-1' },
        });
      expect((await set(old)).statusCode).toBe(400);
      // Expired after 24 h.
      await database.db
        .update(operatorInvitations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(operatorInvitations.tokenHash, createHash('sha256').update(fresh).digest('hex')));
      expect((await set(fresh)).statusCode).toBe(400);
    });
  }, 120_000);

  it('disable ends the sessions and refuses sign-in', async () => {
    const disabled = await operator('disable', '--email', 'ops@refcheck.example');
    expect(disabled.code, disabled.out).toBe(0);
    expect((await operator('list')).out).toMatch(/ops@refcheck\.example.*disabled/);
    expect((await operator('disable', '--email', 'nobody@refcheck.example')).code).toBe(1);
    await withApp(async (app, database) => {
      const [row] = await database.db.select().from(user).where(eq(user.email, 'ops@refcheck.example'));
      expect(row!.banned).toBe(true);
      const res = await signInPassword(app, { email: 'ops@refcheck.example', password: 'operator-pass-1' });
      expect(res.response.statusCode).toBe(403);
    });
  }, 120_000);
});
