/**
 * The company gate (issue 18) by hand: the problem answers in each language, the session's `access`, a sub-account
 * refused like its main account, the operator's verification opening the gate at once, and a closed (banned)
 * company's session ending. Every route in every state: sweep-gates.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, session as sessionTable, user } from '../src/db/schema/index.ts';
import { seedTestCompany, type TestCompanyState } from '../src/modules/seed/test-company.ts';
import { createTestApp, dbKind, signIn, type TestApp } from './helpers.ts';
import { candidateBody } from './talent-helpers.ts';

describe(`company gate (${dbKind})`, () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    // No session memo: the tests change company rows behind the API's back.
    t = await createTestApp({ sessionMemoMs: 0 });
    admin = await signIn(t.app, 'admin');
  }, 60_000);
  afterAll(() => t?.close());

  const api = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookie: string,
    payload?: object,
    lang = 'ja',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });

  async function company(state: TestCompanyState) {
    const seeded = await seedTestCompany(t.app.services.database.db, t.app.services.auth, {
      state,
      withSubAccount: true,
    });
    const owner = await signIn(t.app, { email: seeded.owner.email, password: seeded.password });
    const staff = await signIn(t.app, { email: seeded.staff!.email, password: seeded.password });
    return { ...seeded, ownerEmail: seeded.owner.email, owner, staff, staffEmail: seeded.staff!.email };
  }

  it('refuses an unverified company with 403 company.reviewPending in its language, main and sub-account', async () => {
    const c = await company('unverified');
    for (const [lang, title] of [
      ['ja', 'ただいまアカウントを審査しております。審査には30～60分ほどお時間をいただきます。'],
      ['en', 'We are reviewing your account. The review takes about 30 to 60 minutes.'],
      ['zh-CN', '我们正在审核您的账户。审核大约需要30～60分钟。'],
    ] as const) {
      const res = await api('POST', '/api/talents', c.owner, candidateBody(), lang);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 403, code: 'company.reviewPending', title });
    }
    expect((await api('GET', '/api/talents', c.staff)).json()).toMatchObject({
      code: 'company.reviewPending',
    });
    // What the modal needs stays open.
    const me = await api('GET', '/api/session', c.owner);
    expect(me.statusCode).toBe(200);
    expect(me.json().company).toMatchObject({ verified: false, access: 'reviewPending' });
    for (const url of [
      '/api/company/card',
      '/api/company/plan',
      '/api/account/profile',
      '/api/account/language',
    ])
      expect((await api('GET', url, c.owner)).statusCode, url).toBe(200);
  });

  it('opens at once when the operator verifies the company', async () => {
    const c = await company('unverified');
    expect((await api('POST', '/api/talents', c.owner, candidateBody())).statusCode).toBe(403);
    const verified = await api('PATCH', `/api/admin/companies/${c.companyId}`, admin, { verified: true });
    expect(verified.statusCode).toBe(200);
    const res = await api('POST', '/api/talents', c.owner, candidateBody());
    expect(res.statusCode).toBe(201);
    expect((await api('GET', '/api/session', c.owner)).json().company.access).toBe('open');
  });

  it('asks a company whose trial ended without a card for payment (402), and opens with a valid card', async () => {
    const c = await company('trialExpired');
    for (const cookie of [c.owner, c.staff]) {
      const res = await api('GET', '/api/talents', cookie, undefined, 'en');
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({
        code: 'company.paymentRequired',
        title: 'No credit card has been set',
      });
    }
    const jp = await api('POST', '/api/templates', c.owner, { name: 'x' });
    expect(jp.json()).toMatchObject({
      code: 'company.paymentRequired',
      title: 'クレジットカードが設定されていません',
    });
    expect((await api('GET', '/api/session', c.owner)).json().company.access).toBe('paymentRequired');
    await t.app.services.database.db
      .update(companies)
      .set({ cardValid: true })
      .where(eq(companies.id, c.companyId));
    expect((await api('GET', '/api/talents', c.owner)).statusCode).toBe(200);
  });

  it('lets an active company and a company on trial through', async () => {
    for (const state of ['active', 'onTrial'] as const) {
      const c = await company(state);
      expect((await api('POST', '/api/talents', c.owner, candidateBody())).statusCode, state).toBe(201);
      expect((await api('GET', '/api/session', c.staff)).json().company.access).toBe('open');
    }
  });

  it('ends the session of a banned or withdrawn company with 401', async () => {
    const c = await company('active');
    const db = t.app.services.database.db;
    // Banned behind the lockout's back (its own session deletion is tested with the operator console).
    await db.update(companies).set({ bannedAt: new Date() }).where(eq(companies.id, c.companyId));
    const sessionsOf = async (email: string) =>
      db
        .select({ id: sessionTable.id })
        .from(sessionTable)
        .innerJoin(user, eq(user.id, sessionTable.userId))
        .where(eq(user.email, email));
    expect(await sessionsOf(c.ownerEmail)).toHaveLength(1);
    const res = await api('GET', '/api/talents', c.owner);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    expect((await api('GET', '/api/session', c.owner)).statusCode).toBe(401);
    expect(await sessionsOf(c.ownerEmail)).toHaveLength(0);
    expect((await api('GET', '/api/account/profile', c.staff)).statusCode).toBe(401);
    expect(await sessionsOf(c.staffEmail)).toHaveLength(0);
  });
});
