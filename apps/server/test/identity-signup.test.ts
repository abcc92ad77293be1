import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEvents, companies, user } from '../src/db/schema/index.ts';
import { createTestApp, eventually, latestCode, signInPassword, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (email: string) => ({
  companyName: '株式会社テスト',
  staffName: '田中 太郎',
  zipcode: '1500001',
  address1: '東京都渋谷区神宮前1-1-1',
  address2: 'テストビル3F',
  email,
  password: 'secret-123',
  passwordConfirmation: 'secret-123',
  selectedPlan: 'STANDARD',
  isAgreeToTerms: true,
  isAgreeToSpecialConditions: true,
});

const cookieOf = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

describe('company sign-up', () => {
  it('creates the user and company, signs in, notifies the operator, then registers the phone', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload: form('new@signup.test') });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = cookieOf(res.headers['set-cookie']);
    const db = t.app.services.database.db;
    const [company] = await db.select().from(companies).where(eq(companies.email, 'new@signup.test'));
    expect(company).toMatchObject({
      name: '株式会社テスト',
      staffName: '田中 太郎',
      zipcode: '1500001',
      address: '東京都渋谷区神宮前1-1-1 テストビル3F',
      isBusinessCardRequired: true,
      isFreemailAllowed: false,
      selectedPlan: 'STANDARD',
      loginCount: 0,
      verifiedAt: null,
    });
    const me = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(me.json().user).toMatchObject({ email: 'new@signup.test', role: 'client', hasPhone: false });
    await eventually(async () => {
      const [mail] = await t.app.services.outbox.list({ to: t.config.ADMIN_NOTIFY_MAIL, limit: 1 });
      return mail?.text.includes('株式会社テスト') ? mail : undefined;
    });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/phone/code',
      payload: { phoneNumber: '090' },
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('電話番号の形式が無効です');

    const since = new Date(Date.now() - 1000);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/phone/code',
      payload: { phoneNumber: '+819011112222' },
      headers: { cookie },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await latestCode(t.app, '+819011112222', since);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/phone/verify',
      payload: { code: code === '000000' ? '111111' : '000000' },
      headers: { cookie },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json(), wrong.body).toMatchObject({ code: 'wrongCode', detail: '認証コードが違います' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/phone/verify',
      payload: { code },
      headers: { cookie },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user.hasPhone).toBe(
      true,
    );

    // From now on the sign-in asks for the SMS code.
    const again = await signInPassword(t.app, { email: 'new@signup.test', password: 'secret-123' });
    expect(again.response.json().twoFactorRedirect).toBe(true);
  });

  it('refuses a registered email with the spec message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload: form('owner@acme.test') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'emailAlreadyInUse',
      title: 'すでに登録済みのメールアドレスです',
    });
  });

  it('validates every field with the spec messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: {
        ...form('x@signup.test'),
        companyName: '',
        staffName: '',
        zipcode: '',
        address1: '',
        passwordConfirmation: 'other',
        isAgreeToTerms: false,
      },
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    for (const m of [
      '会社名を入力してください',
      'お名前を入力してください',
      '郵便番号を入力してください',
      'ご住所を入力してください',
      'パスワードが一致しません',
    ]) {
      expect(messages, JSON.stringify(res.json())).toContain(m);
    }
  });

  it('removes the created user and company when the sign-in after sign-up fails, and ignores a failed notification', async () => {
    const spy = vi.spyOn(t.app.auth.api, 'signInEmail').mockRejectedValueOnce(new Error('boom'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: form('broken@signup.test'),
    });
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('signupFailed');
    const db = t.app.services.database.db;
    expect(await db.select().from(user).where(eq(user.email, 'broken@signup.test'))).toHaveLength(0);
    expect(await db.select().from(companies).where(eq(companies.email, 'broken@signup.test'))).toHaveLength(
      0,
    );

    const mail = vi.spyOn(t.app.services.outbox, 'send').mockRejectedValueOnce(new Error('smtp down'));
    const fine = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: form('quiet@signup.test'),
    });
    mail.mockRestore();
    expect(fine.statusCode).toBe(200);
    const events = await db.select().from(authEvents).where(eq(authEvents.kind, 'sign-up'));
    expect(events.map((e) => e.result)).toEqual(
      expect.arrayContaining(['ok', 'fail:signupFailed', 'fail:emailAlreadyInUse']),
    );
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const limited = await createTestApp({ env: { AUTH_ACCOUNT_LIMIT_PER_MINUTE: '2' } });
    try {
      const attempt = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/signup',
          payload: form(`rl${i}@signup.test`),
          remoteAddress: '203.0.113.9',
        });
      expect((await attempt(1)).statusCode).toBe(200);
      expect((await attempt(2)).statusCode).toBe(200);
      const third = await attempt(3);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeTruthy();
      expect(String(third.headers['content-type'])).toContain('application/problem+json');
    } finally {
      await limited.close();
    }
  });
});
