import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIpRules, subAccounts } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';

/** Main-account-only routes refuse sub-accounts (403); another company never reaches a company's sub-accounts (404). */
let t: TestApp;
let a: Awaited<ReturnType<typeof seedTestCompany>>;
let ownerA: string;
let staffA: string;
let ownerB: string;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.services.database.db;
  a = await seedTestCompany(db, t.app.services.auth, { state: 'active', withSubAccount: true });
  const b = await seedTestCompany(db, t.app.services.auth, { state: 'active', withSubAccount: true });
  ownerA = await signIn(t.app, { email: a.owner.email, password: DEMO_PASSWORD });
  staffA = await signIn(t.app, { email: a.staff!.email, password: DEMO_PASSWORD });
  ownerB = await signIn(t.app, { email: b.owner.email, password: DEMO_PASSWORD });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const subAccountRow = async (id: string) =>
  (await t.app.services.database.db.select().from(subAccounts).where(eq(subAccounts.id, id)))[0]!;

/** Every main-account-only change of the identity feature, aimed at company A's sub-account. */
const changes = (id: string): [Method, string, object?][] => [
  [
    'POST',
    '/api/company/sub-accounts',
    { name: '新人 一郎', email: 'new-person@example.test', department: '人事部' },
  ],
  [
    'PATCH',
    `/api/company/sub-accounts/${id}`,
    { name: '改名 一郎', email: 'renamed@example.test', department: '総務部' },
  ],
  ['POST', `/api/company/sub-accounts/${id}/enabled`, { enabled: false }],
  ['POST', `/api/company/sub-accounts/${id}/resend`, {}],
  ['DELETE', `/api/company/sub-accounts/${id}`],
  ['PUT', '/api/company/ip-rules', { ipAddresses: ['127.0.0.1'] }],
  ['DELETE', '/api/company/ip-rules'],
  ['GET', '/api/company/auth-events'],
];

describe('sub-account permissions', () => {
  it('answers 403 mainAccountOnly to a sub-account for every main-account-only route, and changes nothing', async () => {
    const id = a.staff!.subAccountId;
    const before = await subAccountRow(id);
    for (const [method, url, payload] of changes(id)) {
      const res = await call(method, url, staffA, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json().code, `${method} ${url}`).toBe('mainAccountOnly');
    }
    expect(await subAccountRow(id)).toEqual(before);
    const list = await call('GET', '/api/company/sub-accounts', staffA);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    const rules = await t.app.services.database.db
      .select()
      .from(companyIpRules)
      .where(eq(companyIpRules.companyId, a.companyId));
    expect(rules).toEqual([]);
    // The sub-account is still signed in and enabled.
    expect((await call('GET', '/api/session', staffA)).statusCode).toBe(200);
  });

  it("answers 404 to another company's main account for each of company A's sub-accounts, and changes nothing", async () => {
    const id = a.staff!.subAccountId;
    const before = await subAccountRow(id);
    for (const [method, url, payload] of changes(id).filter(([, url]) => url.includes(id))) {
      const res = await call(method, url, ownerB, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    expect(await subAccountRow(id)).toEqual(before);
    const listB = (await call('GET', '/api/company/sub-accounts', ownerB)).json() as { id: string }[];
    expect(listB.some((s) => s.id === id)).toBe(false);
    // A's staff can still sign in.
    expect((await call('GET', '/api/session', staffA)).statusCode).toBe(200);
  });

  it('lets the main account do the same changes (the refusals above are about the caller)', async () => {
    const id = a.staff!.subAccountId;
    expect(
      (await call('POST', `/api/company/sub-accounts/${id}/enabled`, ownerA, { enabled: false })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/session', staffA)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/company/sub-accounts/${id}/enabled`, ownerA, { enabled: true })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/company/auth-events', ownerA)).statusCode).toBe(200);
  });
});
