/** API keys (issue 25): main account only, shown once, stored hashed, listed by prefix, revoked, audited. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../src/db/schema/index.ts';
import { hashApiKey } from '../src/modules/api-keys/index.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, dbKind, signIn, type TestApp } from './helpers.ts';

describe(`API keys (${dbKind})`, () => {
  let t: TestApp;
  let a: { owner: string; staff: string; companyId: string };
  let b: { owner: string; companyId: string };
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.services.database.db;
    const seededA = await seedTestCompany(db, t.app.services.auth, { state: 'active', withSubAccount: true });
    const seededB = await seedTestCompany(db, t.app.services.auth, { state: 'active' });
    a = {
      owner: await signIn(t.app, { email: seededA.owner.email, password: seededA.password }),
      staff: await signIn(t.app, { email: seededA.staff!.email, password: seededA.password }),
      companyId: seededA.companyId,
    };
    b = {
      owner: await signIn(t.app, { email: seededB.owner.email, password: seededB.password }),
      companyId: seededB.companyId,
    };
  }, 120_000);
  afterAll(() => t?.close());

  const create = (cookie: string, name: string) =>
    t.app.inject({ method: 'POST', url: '/api/api-keys', headers: { cookie }, payload: { name } });
  const list = (cookie: string) => t.app.inject({ url: '/api/api-keys', headers: { cookie } });

  it('creates a key shown once, stores only its hash, lists it by prefix with its creator, audits it', async () => {
    const res = await create(a.owner, 'ATS 連携');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const created = res.json() as { id: string; name: string; key: string };
    expect(created.name).toBe('ATS 連携');
    expect(created.key).toMatch(/^rck_[A-Za-z0-9_-]{43}$/);

    const db = t.app.services.database.db;
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = await list(a.owner);
    expect(listed.statusCode).toBe(200);
    const items = listed.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: created.id,
      name: 'ATS 連携',
      prefix: created.key.slice(0, 12),
      createdBy: 'テスト 太郎',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(listed.body).not.toContain(created.key);
    expect(listed.body).not.toContain(row!.keyHash);

    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, a.companyId), eq(auditLog.action, 'api-key.create')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.target).toContain(created.id);
    expect(audits[0]!.target).not.toContain(created.key);
  });

  it('refuses an empty name (400 with the localized message)', async () => {
    const res = await create(a.owner, '  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'name', code: 'validation.apiKeyNameRequired' });
  });

  it('refuses sub-accounts (403 mainAccountOnly) and signed-out callers (401)', async () => {
    for (const res of [
      await create(a.staff, 'x'),
      await list(a.staff),
      await t.app.inject({
        method: 'DELETE',
        url: '/api/api-keys/00000000-0000-4000-8000-000000000000',
        headers: { cookie: a.staff },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('mainAccountOnly');
    }
    expect((await list('')).statusCode).toBe(401);
  });

  it("never lists or revokes another company's key (404)", async () => {
    const created = (await create(a.owner, 'A の鍵')).json() as { id: string };
    expect((await list(b.owner)).json().items).toEqual([]);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: { cookie: b.owner },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.app.services.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.revokedAt).toBeNull();
  });

  it('revokes a key once (then 404), keeps it listed as revoked, audits it', async () => {
    const created = (await create(a.owner, '失効する鍵')).json() as { id: string; key: string };
    const revoke = () =>
      t.app.inject({ method: 'DELETE', url: `/api/api-keys/${created.id}`, headers: { cookie: a.owner } });
    expect((await revoke()).statusCode).toBe(204);
    expect((await revoke()).statusCode).toBe(404);
    const items = (await list(a.owner)).json().items as { id: string; revokedAt: string | null }[];
    expect(items.find((i) => i.id === created.id)!.revokedAt).not.toBeNull();
    const audits = await t.app.services.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, a.companyId), eq(auditLog.action, 'api-key.revoke')));
    expect(audits.map((r) => r.target)).toEqual([expect.stringContaining(created.id)]);
    // The revoked key no longer opens the public API.
    const res = await t.app.inject({
      url: '/api/v1/candidates',
      headers: { authorization: `Bearer ${created.key}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
