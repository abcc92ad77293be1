import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, messages, planOrders, session, user, withdrawals } from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, signIn, signInPassword, type TestApp } from './helpers.ts';
import { freshCompany } from './support/demo-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.services.database.db;
const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const lightCompany = (withSubAccount = false) => freshCompany(t, { state: 'trialExpired', withSubAccount });

const questionnaire = (email: string) => ({
  companyName: 'テスト株式会社',
  userName: 'テスト 太郎',
  email,
  reasonsForWithdrawal: { selections: ['highCharge', 'other'], descriptions: '費用対効果が合わなかったため' },
});

describe('plan order', () => {
  it('orders standard once: pending, one order row, the operator mailed; a second order changes nothing', async () => {
    const { seeded, owner } = await lightCompany();
    expect((await call('GET', '/api/company/plan', owner)).json()).toEqual({
      planStatus: 'PLAN_STATUS_LIGHT',
      orderedAt: null,
    });
    const ordered = await call('POST', '/api/company/plan/order', owner, { plan: 'STANDARD' });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().planStatus).toBe('PLAN_STATUS_ORDERING_STANDARD');
    expect(ordered.json().orderedAt).toEqual(expect.any(String));
    const again = await call('POST', '/api/company/plan/order', owner, { plan: 'STANDARD' });
    expect(again.json().planStatus).toBe('PLAN_STATUS_ORDERING_STANDARD');
    expect(
      await db().select().from(planOrders).where(eq(planOrders.companyId, seeded.companyId)),
    ).toHaveLength(1);
    const mails = (await db().select().from(messages).where(eq(messages.companyId, seeded.companyId))).filter(
      (m) => m.template === 'adminPlanOrder',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: t.config.ADMIN_NOTIFY_MAIL, language: 'jp' });
    expect(mails[0]!.subject).toContain('スタンダードプランのお申し込み');
    expect((await call('GET', '/api/session', owner)).json().company.planStatus).toBe(
      'PLAN_STATUS_ORDERING_STANDARD',
    );
  });

  it('a standard company cannot order (409); validation 400; sub-account 403; signed-out 401', async () => {
    const seeded = await seedTestCompany(db(), t.app.services.auth, {
      state: 'active',
      withSubAccount: true,
    });
    const owner = await signIn(t.app, { email: seeded.owner.email, password: DEMO_PASSWORD });
    const refused = await call('POST', '/api/company/plan/order', owner, { plan: 'STANDARD' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('planOrderNotAllowed');
    expect((await call('POST', '/api/company/plan/order', owner, { plan: 'LIGHT' })).statusCode).toBe(400);
    const staff = await signIn(t.app, { email: seeded.staff!.email, password: DEMO_PASSWORD });
    for (const [method, url] of [
      ['GET', '/api/company/plan'],
      ['POST', '/api/company/plan/order'],
    ] as const) {
      const forbidden = await call(method, url, staff, method === 'POST' ? { plan: 'STANDARD' } : undefined);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('mainAccountOnly');
      expect(
        (await call(method, url, undefined, method === 'POST' ? { plan: 'STANDARD' } : undefined)).statusCode,
      ).toBe(401);
    }
  });
});

describe('withdrawal', () => {
  it('stores the questionnaire, withdraws, ends every session, refuses sign-in; a double submit acts once', async () => {
    const { seeded, owner } = await lightCompany(true);
    const staff = await signIn(t.app, { email: seeded.staff!.email, password: DEMO_PASSWORD });
    const staffTab = await signIn(t.app, { email: seeded.staff!.email, password: DEMO_PASSWORD });
    const body = questionnaire('taro@example.test');
    const [first, second] = await Promise.all([
      call('POST', '/api/company/withdrawal', owner, body),
      call('POST', '/api/company/withdrawal', owner, body),
    ]);
    expect(first.statusCode).toBe(200);
    expect([200, 401]).toContain(second.statusCode);
    expect(first.json()).toEqual({ ok: true });
    const rows = await db().select().from(withdrawals).where(eq(withdrawals.companyId, seeded.companyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      companyName: 'テスト株式会社',
      email: 'taro@example.test',
      accountEmail: seeded.owner.email,
      reasons: ['highCharge', 'other'],
    });
    const [company] = await db().select().from(companies).where(eq(companies.id, seeded.companyId));
    expect(company!.deletedAt).not.toBeNull();
    // Every session of the company is gone: the owner's and the sub-account's.
    for (const cookie of [owner, staff, staffTab]) {
      expect((await call('GET', '/api/session', cookie)).statusCode).toBe(401);
    }
    const users = await db().select().from(user).where(eq(user.companyId, seeded.companyId));
    expect(users.every((u) => u.banned)).toBe(true);
    for (const u of users)
      expect(await db().select().from(session).where(eq(session.userId, u.id))).toHaveLength(0);
    // Sign-in refused (password step).
    for (const email of [seeded.owner.email, seeded.staff!.email]) {
      const { response } = await signInPassword(t.app, { email, password: DEMO_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('BANNED_USER');
    }
    const mails = (await db().select().from(messages).where(eq(messages.companyId, seeded.companyId))).filter(
      (m) => m.template === 'adminWithdrawal',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('料金が高い');
    expect(mails[0]!.text).toContain('費用対効果が合わなかったため');
  });

  it('refuses the sign-in code step of a sign-in started before the withdrawal', async () => {
    const { seeded, owner } = await lightCompany();
    const { response, cookie } = await signInPassword(t.app, {
      email: seeded.owner.email,
      password: DEMO_PASSWORD,
    });
    expect(response.json().twoFactorRedirect).toBe(true);
    await call('POST', '/api/auth/two-factor/send-otp', cookie, {});
    expect(
      (await call('POST', '/api/company/withdrawal', owner, questionnaire(seeded.owner.email))).statusCode,
    ).toBe(200);
    const [sms] = await t.app.services.outbox.list({ to: seeded.owner.phone, limit: 1 });
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    const verified = await call('POST', '/api/auth/two-factor/verify-otp', cookie, { code });
    expect(verified.statusCode).toBe(403);
    expect(await db().select().from(session)).not.toContainEqual(
      expect.objectContaining({
        userId: (await db().select().from(user).where(eq(user.email, seeded.owner.email)))[0]!.id,
      }),
    );
  });

  it('locks the email out of sign-up for 3 months (both the questionnaire and the sign-in email)', async () => {
    const { seeded, owner } = await lightCompany();
    await call('POST', '/api/company/withdrawal', owner, questionnaire('other@example.test'));
    const signup = (email: string) =>
      call('POST', '/api/signup', undefined, {
        companyName: '再登録株式会社',
        staffName: '再登録 太郎',
        zipcode: '1000001',
        address1: '東京都千代田区',
        email,
        password: 'Passw0rd!x',
        passwordConfirmation: 'Passw0rd!x',
        selectedPlan: 'LIGHT',
        isAgreeToTerms: true,
        isAgreeToSpecialConditions: true,
      });
    for (const email of [seeded.owner.email, 'other@example.test']) {
      const refused = await signup(email);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('signupLockedAfterWithdrawal');
    }
    // Three months later the address is free again.
    await db()
      .update(withdrawals)
      .set({ createdAt: new Date(Date.now() - 100 * 24 * 60 * 60 * 1000) })
      .where(eq(withdrawals.companyId, seeded.companyId));
    const allowed = await signup(seeded.owner.email);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('validates the questionnaire (400 with the spec messages); sub-account 403; signed-out 401', async () => {
    const { seeded, owner } = await lightCompany(true);
    const invalid = await call('POST', '/api/company/withdrawal', owner, {
      companyName: '',
      userName: '',
      email: 'x',
      reasonsForWithdrawal: { selections: [], descriptions: '' },
    });
    expect(invalid.statusCode).toBe(400);
    const texts = invalid.json().errors.map((e: { message: string }) => e.message);
    expect(texts).toEqual(
      expect.arrayContaining([
        '会社名を入力してください',
        '氏名を入力してください',
        '少なくとも一つ選択してください',
        '退会理由を具体的にご記載ください',
      ]),
    );
    const staff = await signIn(t.app, { email: seeded.staff!.email, password: DEMO_PASSWORD });
    const forbidden = await call('POST', '/api/company/withdrawal', staff, questionnaire('a@example.test'));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('mainAccountOnly');
    expect(
      (await call('POST', '/api/company/withdrawal', undefined, questionnaire('a@example.test'))).statusCode,
    ).toBe(401);
    const [company] = await db().select().from(companies).where(eq(companies.id, seeded.companyId));
    expect(company!.deletedAt).toBeNull();
  });
});
