import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authEvents,
  companies,
  messages,
  session,
  subAccounts,
  user,
  verification,
} from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { createTestApp, latestCode, signIn, type TestApp } from './helpers.ts';
import { freshCompany as signedInCompany } from './support/demo-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.services.database.db;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: { cookie } })
    : t.app.inject({ method, url, headers: { cookie }, payload });
const events = async (email: string, kind: string) =>
  (await db().select().from(authEvents).where(eq(authEvents.kind, kind))).filter((e) => e.email === email);

const freshCompany = (withSubAccount = false) => signedInCompany(t, { state: 'active', withSubAccount });

describe('personal settings', () => {
  it('reads the profile and changes the name (a sub-account’s list entry too)', async () => {
    const { seeded } = await freshCompany(true);
    const staff = await signIn(t.app, { email: seeded.staff!.email, password: DEMO_PASSWORD });
    const profile = await call('GET', '/api/account/profile', staff);
    expect(profile.json()).toEqual({
      name: 'テスト 花子',
      email: seeded.staff!.email,
      phoneNumber: seeded.staff!.phone,
      isSubAccount: true,
    });
    const blank = await call('PUT', '/api/account/profile', staff, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].message).toBe('氏名を入力してください');
    expect((await call('PUT', '/api/account/profile', staff, { name: '新しい 名前' })).statusCode).toBe(200);
    const session = await call('GET', '/api/session', staff);
    expect(session.json().user.displayName).toBe('新しい 名前');
    const [sub] = await db().select().from(subAccounts).where(eq(subAccounts.id, seeded.staff!.subAccountId));
    expect(sub!.name).toBe('新しい 名前');
  });

  it('changes the email with the current password: old address told, other sessions end, events written', async () => {
    const { seeded, owner } = await freshCompany();
    const other = await signIn(t.app, { email: seeded.owner.email, password: DEMO_PASSWORD });
    const newEmail = `moved-${seeded.companyId.slice(0, 8)}@example.test`;

    const wrong = await call('POST', '/api/account/email', owner, {
      email: newEmail,
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_PASSWORD');
    expect(await events(seeded.owner.email, 'email-change')).toEqual([
      expect.objectContaining({ result: 'fail:INVALID_PASSWORD' }),
    ]);

    const missing = await call('POST', '/api/account/email', owner, { email: 'x', currentPassword: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'メールアドレスの形式が無効です',
      '現在のパスワードを入力してください',
    ]);

    const taken = await call('POST', '/api/account/email', owner, {
      email: 'OWNER@acme.test',
      currentPassword: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'emailAlreadyInUse',
      title: 'すでに登録済みのメールアドレスです',
    });

    const since = new Date(Date.now() - 1000);
    const changed = await call('POST', '/api/account/email', owner, {
      email: newEmail.toUpperCase(),
      currentPassword: DEMO_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await db().select().from(user).where(eq(user.email, newEmail));
    expect(row).toBeDefined();
    const [company] = await db().select().from(companies).where(eq(companies.id, seeded.companyId));
    expect(company!.email).toBe(newEmail);
    const notices = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.to, seeded.owner.email), eq(messages.template, 'emailChanged')));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(since.getTime());
    expect(notices[0]!.text).toContain(newEmail);

    // This session goes on; the other one ended.
    expect((await call('GET', '/api/session', owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/session', other)).statusCode).toBe(401);
    expect(await db().select().from(session).where(eq(session.userId, row!.id))).toHaveLength(1);
    expect((await events(newEmail, 'email-change')).map((e) => e.result)).toContain('ok');

    // The new address signs in; the old one no longer does.
    await signIn(t.app, { email: newEmail, password: DEMO_PASSWORD });
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: seeded.owner.email, password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('keeps a sub-account’s email in sub_accounts, and refuses a colleague’s pending invitation address', async () => {
    const { seeded, owner } = await freshCompany(true);
    const staff = await signIn(t.app, { email: seeded.staff!.email, password: DEMO_PASSWORD });
    const invited = await call('POST', '/api/company/sub-accounts', owner, {
      name: '招待 中',
      email: `invited-${seeded.companyId.slice(0, 8)}@example.test`,
      department: '人事部',
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    const clash = await call('POST', '/api/account/email', staff, {
      email: `invited-${seeded.companyId.slice(0, 8)}@example.test`,
      currentPassword: DEMO_PASSWORD,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('emailAlreadyInUse');

    const newEmail = `staff-moved-${seeded.companyId.slice(0, 8)}@example.test`;
    const moved = await call('POST', '/api/account/email', staff, {
      email: newEmail,
      currentPassword: DEMO_PASSWORD,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [sub] = await db().select().from(subAccounts).where(eq(subAccounts.id, seeded.staff!.subAccountId));
    expect(sub!.email).toBe(newEmail);
    const [company] = await db().select().from(companies).where(eq(companies.id, seeded.companyId));
    expect(company!.email).toBe(seeded.owner.email);
  });

  it('changes the phone: password, code to the new number (wrong, expired), then sign-in codes go there', async () => {
    const { seeded, owner } = await freshCompany();
    const other = await signIn(t.app, { email: seeded.owner.email, password: DEMO_PASSWORD });
    const newPhone = `+8170${seeded.companyId.replace(/\D/g, '').padEnd(8, '1').slice(0, 8)}`;
    const sendCode = (currentPassword: string, phoneNumber = newPhone) =>
      call('POST', '/api/account/phone/code', owner, { phoneNumber, currentPassword });
    const verify = (code: string) => call('POST', '/api/account/phone/verify', owner, { code });

    const wrongPassword = await sendCode('nope-nope');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().code).toBe('INVALID_PASSWORD');
    const invalid = await sendCode(DEMO_PASSWORD, '090');
    expect(invalid.json().errors[0].message).toBe('電話番号の形式が無効です');
    const taken = await sendCode(DEMO_PASSWORD, '+819000000002');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('phoneAlreadyRegistered');
    // The registration endpoint does not change a registered phone (it asks for no password).
    const register = await call('POST', '/api/phone/code', owner, { phoneNumber: newPhone });
    expect(register.statusCode).toBe(409);
    expect(register.json().code).toBe('phoneAlreadySet');

    let since = new Date(Date.now() - 1000);
    expect((await sendCode(DEMO_PASSWORD)).statusCode).toBe(200);
    let code = await latestCode(t.app, newPhone, since);
    const wrongCode = await verify(code === '000000' ? '111111' : '000000');
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('wrongCode');

    // Expired: the stored code is past its time.
    const [me] = await db().select().from(user).where(eq(user.email, seeded.owner.email));
    await db()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `phone-change-${me!.id}`));
    const expired = await verify(code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('codeExpired');
    expect((await db().select().from(user).where(eq(user.id, me!.id)))[0]!.phoneNumber).toBe(
      seeded.owner.phone,
    );

    since = new Date(Date.now() - 1000);
    expect((await sendCode(DEMO_PASSWORD)).statusCode).toBe(200);
    code = await latestCode(t.app, newPhone, since);
    const verified = await verify(code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await db().select().from(user).where(eq(user.id, me!.id)))[0]!.phoneNumber).toBe(newPhone);
    expect((await call('GET', '/api/account/profile', owner)).json().phoneNumber).toBe(newPhone);
    expect((await call('GET', '/api/session', other)).statusCode).toBe(401);
    expect((await events(seeded.owner.email, 'phone-change')).map((e) => e.result)).toEqual(
      expect.arrayContaining(['fail:wrongCode', 'fail:expired', 'ok']),
    );
    expect((await events(seeded.owner.email, 'phone-change-code')).map((e) => e.result)).toEqual(
      expect.arrayContaining(['fail:INVALID_PASSWORD', 'fail:phoneAlreadyRegistered', 'ok']),
    );

    // signIn reads the user's phone and the code sent there: the new number.
    await signIn(t.app, { email: seeded.owner.email, password: DEMO_PASSWORD });
    const [sent] = await t.app.services.outbox.list({ to: newPhone, limit: 1 });
    expect(sent!.template).toBe('login-code');
  });
});

describe('company settings', () => {
  const valid = {
    companyName: '株式会社 新社名',
    displayName: 'シンシャメイ',
    staffName: '採用 太郎',
    zipcode: '1500001',
    address: '東京都渋谷区神宮前1-1-1',
    isFreemailAllowed: true,
    isBusinessCardRequired: false,
  };

  it('is read and changed by the main account, shown in the session, and validated with the sign-up rules', async () => {
    const { seeded, owner } = await freshCompany();
    const read = await call('GET', '/api/company/settings', owner);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ staffName: 'テスト 太郎', isBusinessCardRequired: true });

    const invalid = await call('PUT', '/api/company/settings', owner, {
      ...valid,
      companyName: '',
      zipcode: '150-0001',
      address: ' ',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.map((e: { message: string }) => e.message)).toEqual([
      '会社名を入力してください',
      '郵便番号はハイフンなしの半角数字7桁で入力してください',
      'ご住所を入力してください',
    ]);

    const saved = await call('PUT', '/api/company/settings', owner, valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(valid);
    expect((await call('GET', '/api/session', owner)).json().company.name).toBe('シンシャメイ');
    const cleared = await call('PUT', '/api/company/settings', owner, { ...valid, displayName: '' });
    expect(cleared.json().displayName).toBe('');
    expect((await call('GET', '/api/session', owner)).json().company.name).toBe('株式会社 新社名');
    expect((await events(seeded.owner.email, 'company-settings')).map((e) => e.result)).toEqual(['ok', 'ok']);
  });

  it('is refused to a sub-account (403) and to a signed-out caller (401)', async () => {
    const { seeded } = await freshCompany(true);
    const staff = await signIn(t.app, { email: seeded.staff!.email, password: DEMO_PASSWORD });
    const read = await call('GET', '/api/company/settings', staff);
    expect(read.statusCode).toBe(403);
    expect(read.json().code).toBe('mainAccountOnly');
    const write = await call('PUT', '/api/company/settings', staff, valid);
    expect(write.statusCode).toBe(403);
    expect(write.json().code).toBe('mainAccountOnly');
    const [company] = await db().select().from(companies).where(eq(companies.id, seeded.companyId));
    expect(company!.name).not.toBe(valid.companyName);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/settings' })).statusCode).toBe(401);
  });
});
