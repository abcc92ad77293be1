/**
 * Secrets sealed at rest (issue 34 item 6), on PGlite and on PostgreSQL: the webhook signing secrets (current and
 * previous) and the sonar keys are stored sealed under ENCRYPTION_KEYS, differ from what was answered or given and
 * open to it; deliveries still verify; legacy plain rows are sealed at start-up; `npm run secrets:rotate` (the real
 * command) re-seals everything under the newest key so the old key can leave the ring.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { companies, companySonarSettings, webhookEndpoints } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { isSealed, KeyRing, resealSecrets } from '../src/platform/secrets/index.ts';
import { createTestApp, dbKind, eventually, signIn, type TestApp } from './helpers.ts';
import { useCliDatabase } from './support/cli-database.ts';
import { startWebhookReceiver } from './support/webhook-receiver.ts';

const K1 = `k1:${randomBytes(32).toString('base64')}`;
const K2 = `k2:${randomBytes(32).toString('base64')}`;
const ring1 = KeyRing.fromConfig(K1);

let t: TestApp;
let rx: Awaited<ReturnType<typeof startWebhookReceiver>>;
let owner: string;
let admin: string;
let acmeId: string;

beforeAll(async () => {
  rx = await startWebhookReceiver();
  t = await createTestApp({ env: { ENCRYPTION_KEYS: K1, WEBHOOK_RETRY_SCALE: '0.001' } });
  [owner, admin] = await Promise.all([signIn(t.app, 'owner'), signIn(t.app, 'admin')]);
  acmeId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rx?.close();
});

const endpointRow = async (id: string) =>
  (await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

describe(`secrets sealed at rest (${dbKind})`, () => {
  it('stores a webhook secret sealed, differing from the one answered and opening to it; rotation seals both', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: { cookie: owner },
      payload: { url: rx.url('/sealed'), events: ['report.completed'], description: '' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, secret } = created.json() as { id: string; secret: string };
    const row = await endpointRow(id);
    expect(row.secret).not.toBe(secret);
    expect(row.secret).not.toContain(secret.slice(6));
    expect(row.secret.startsWith('v1:k1:')).toBe(true);
    expect(ring1.open(row.secret)).toBe(secret);

    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/webhook-endpoints/${id}/rotate-secret`,
      headers: { cookie: owner },
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = (rotated.json() as { secret: string }).secret;
    const after = await endpointRow(id);
    expect(after.secret.startsWith('v1:k1:')).toBe(true);
    expect(after.previousSecret!.startsWith('v1:k1:')).toBe(true);
    expect(ring1.open(after.secret)).toBe(next);
    expect(ring1.open(after.previousSecret!)).toBe(secret);

    // A delivery is signed with both opened secrets (the receiver verifies each).
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhook-endpoints/${id}/test`,
      headers: { cookie: owner },
    });
    expect(test.statusCode, test.body).toBeLessThan(300);
    const got = await eventually(async () => rx.on('/sealed')[0]);
    expect(() => new Webhook(next).verify(got.body, got.headers)).not.toThrow();
    expect(() => new Webhook(secret).verify(got.body, got.headers)).not.toThrow();
  });

  it('stores the sonar keys sealed, differing from the keys given and opening to them', async () => {
    const primary = 'sonar-primary-key-0123456789';
    const secondary = 'sonar-secondary-key-0123456789';
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${acmeId}/sonar-settings`,
      headers: { cookie: admin },
      payload: { baseUrl: 'https://sonar.example.com/api', primaryKey: primary, secondaryKey: secondary },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(companySonarSettings)
      .where(eq(companySonarSettings.companyId, acmeId));
    expect(row!.primaryKey).not.toBe(primary);
    expect(row!.secondaryKey).not.toBe(secondary);
    expect(JSON.stringify(row)).not.toContain('sonar-');
    expect(ring1.open(row!.primaryKey!)).toBe(primary);
    expect(ring1.open(row!.secondaryKey!)).toBe(secondary);
    // Saving blank keys keeps them (opened, compared, unchanged: no new audit, no new seal).
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/companies/${acmeId}/sonar-settings`,
      headers: { cookie: admin },
      payload: { baseUrl: 'https://sonar.example.com/api', primaryKey: '', secondaryKey: '' },
    });
    expect(kept.json()).toMatchObject({ hasPrimaryKey: true, hasSecondaryKey: true });
    const [same] = await t.database.db
      .select()
      .from(companySonarSettings)
      .where(eq(companySonarSettings.companyId, acmeId));
    expect(same!.primaryKey).toBe(row!.primaryKey);
  });

  it('seals legacy plain values at start-up (they keep working before), and leaves sealed ones alone', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: { cookie: owner },
      payload: { url: rx.url('/legacy'), events: ['report.completed'], description: '' },
    });
    const { id } = created.json() as { id: string };
    const legacy = `whsec_${randomBytes(32).toString('base64')}`;
    await t.database.db.update(webhookEndpoints).set({ secret: legacy }).where(eq(webhookEndpoints.id, id));
    // A plain value still signs (read as it is).
    await t.app.inject({
      method: 'POST',
      url: `/api/webhook-endpoints/${id}/test`,
      headers: { cookie: owner },
    });
    const got = await eventually(async () => rx.on('/legacy')[0]);
    expect(() => new Webhook(legacy).verify(got.body, got.headers)).not.toThrow();

    const before = await t.database.db.select().from(webhookEndpoints);
    const result = await resealSecrets(t.database.db, ring1, { plainOnly: true });
    expect(result.sealed['webhook_endpoints.secret']).toBe(1);
    expect(result.failed).toEqual([]);
    const row = await endpointRow(id);
    expect(isSealed(row.secret)).toBe(true);
    expect(ring1.open(row.secret)).toBe(legacy);
    for (const other of before.filter((r) => r.id !== id)) {
      expect((await endpointRow(other.id)).secret).toBe(other.secret);
    }
  });
});

describe(`npm run secrets:rotate (${dbKind})`, () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
  };
  useCliDatabase(env);
  const open = () =>
    openDatabase(
      env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dir: env.DATA_DIR! },
    );
  const rotate = async (keys: string) => {
    try {
      const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'secrets:rotate'], {
        cwd: root,
        env: { ...env, ENCRYPTION_KEYS: keys },
      });
      return { code: 0, out: stdout };
    } catch (e) {
      const err = e as { code: number; stdout: string; stderr: string };
      return { code: err.code, out: `${err.stdout}${err.stderr}` };
    }
  };

  it('re-seals every secret under the newest key, so the old key can leave; refuses what no key opens', async () => {
    const ring2 = KeyRing.fromConfig(`${K2},${K1}`);
    const secrets = ['whsec_current', 'whsec_previous', 'sonar-1'];
    let db = await open();
    const [company] = await db.db
      .insert(companies)
      .values({ uid: 'KEYS01', name: '鍵 株式会社', staffName: '鍵 太郎', email: 'keys@example.jp' })
      .returning({ id: companies.id });
    const companyId = company!.id;
    await db.db.insert(webhookEndpoints).values({
      companyId,
      url: 'https://hooks.example.com/a',
      events: ['report.completed'],
      secret: ring1.seal(secrets[0]!),
      previousSecret: secrets[1], // a legacy plain value
    });
    await db.db.insert(companySonarSettings).values({ companyId, primaryKey: ring1.seal(secrets[2]!) });
    await db.close();

    const out = await rotate(`${K2},${K1}`);
    expect(out.code, out.out).toBe(0);
    expect(out.out).toMatch(/webhook_endpoints\.secret\s+1/);
    expect(out.out).toMatch(/webhook_endpoints\.previous_secret\s+1/);
    expect(out.out).toMatch(/company_sonar_settings\.primary_key\s+1/);

    db = await open();
    const [endpoint] = await db.db.select().from(webhookEndpoints);
    const [sonar] = await db.db.select().from(companySonarSettings);
    const only2 = KeyRing.fromConfig(K2);
    for (const [stored, plain] of [
      [endpoint!.secret, secrets[0]],
      [endpoint!.previousSecret!, secrets[1]],
      [sonar!.primaryKey!, secrets[2]],
    ] as const) {
      expect(stored.startsWith('v1:k2:')).toBe(true);
      expect(only2.open(stored)).toBe(plain);
      expect(ring2.needsReseal(stored)).toBe(false);
    }
    // A value sealed under a key no longer in the ring: the command names it and exits non-zero.
    await db.db
      .update(webhookEndpoints)
      .set({ secret: KeyRing.fromConfig(`k9:${randomBytes(32).toString('base64')}`).seal('lost') });
    await db.close();
    const refused = await rotate(K2);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toContain('do not open with ENCRYPTION_KEYS (k2)');
    expect(refused.out).toContain('webhook_endpoints.secret');
  }, 120_000);
});
