import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subAccounts } from '../src/db/schema/index.ts';
import { createTestApp, eventually, signIn, signInPassword, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, 'owner');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function invitationLink(email: string, since: Date) {
  return eventually(async () => {
    const [mail] = await t.app.services.outbox.list({ to: email, limit: 1 });
    if (!mail || mail.createdAt < since) return undefined;
    const m = /\/signup\/sub_account\?company=([\w-]+)&token=([\w-]+)/.exec(mail.text);
    return m ? { company: m[1]!, token: m[2]! } : undefined;
  });
}

describe('sub-accounts', () => {
  it('adds a sub-account, mails a hashed, expiring invitation, and refuses a duplicate email in the company', async () => {
    const since = new Date(Date.now() - 1000);
    const res = await api('POST', '/api/company/sub-accounts', owner, {
      name: '伊藤 三郎',
      email: 'ito@acme.test',
      department: '総務部',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: '伊藤 三郎', hasUser: false, enabled: true });
    const link = await invitationLink('ito@acme.test', since);
    const [row] = await t.app.services.database.db
      .select()
      .from(subAccounts)
      .where(eq(subAccounts.email, 'ito@acme.test'));
    expect(row!.inviteTokenHash).not.toBe(link.token);
    expect(row!.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.inviteExpiresAt!.getTime()).toBeGreaterThan(Date.now());

    const dup = await api('POST', '/api/company/sub-accounts', owner, {
      name: 'x',
      email: 'ITO@acme.test',
      department: 'y',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe(
      'ご入力されたメールアドレスは既に使用されております。他のメールアドレスをご入力ください。',
    );

    const invalid = await api('POST', '/api/company/sub-accounts', owner, {
      name: '',
      email: 'a@b.c',
      department: '',
    });
    expect(invalid.statusCode).toBe(400);
    const messages = invalid.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining(['氏名を入力してください', '部署名を入力してください']));
  });

  it('lets the invited person set email and password, then signs in; the link works once; the operator is told', async () => {
    const since = new Date(Date.now() - 1000);
    const added = await api('POST', '/api/company/sub-accounts', owner, {
      name: '渡辺 四郎',
      email: 'watanabe@acme.test',
      department: '人事部',
    });
    const id = added.json().id as string;
    const { company, token } = await invitationLink('watanabe@acme.test', since);
    const info = await t.app.inject({
      url: `/api/sub-account-invitations?company=${company}&token=${token}`,
    });
    expect(info.json()).toMatchObject({
      email: 'watanabe@acme.test',
      name: '渡辺 四郎',
      companyName: '株式会社アクメ',
    });

    // Disabling needs a user; resending works only before.
    expect(
      (await api('POST', `/api/company/sub-accounts/${id}/enabled`, owner, { enabled: false })).statusCode,
    ).toBe(409);
    expect((await api('POST', `/api/company/sub-accounts/${id}/resend`, owner, {})).statusCode).toBe(200);
    const fresh = await invitationLink('watanabe@acme.test', new Date(Date.now() - 500));
    // The resend replaced the first link.
    expect(
      (await t.app.inject({ url: `/api/sub-account-invitations?company=${company}&token=${token}` }))
        .statusCode,
    ).toBe(404);

    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup/sub-account',
      payload: {
        ...fresh,
        email: 'watanabe@acme.test',
        password: 'sub-pass-1',
        passwordConfirmation: 'sub-pass-1',
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const cookie = ([] as string[])
      .concat(signup.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(me.json().user).toMatchObject({ isSubAccount: true, hasPhone: false });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/signup/sub-account',
      payload: {
        ...fresh,
        email: 'w2@acme.test',
        password: 'sub-pass-1',
        passwordConfirmation: 'sub-pass-1',
      },
    });
    expect(again.statusCode).toBe(404);
    await eventually(async () => {
      const [mail] = await t.app.services.outbox.list({ to: t.config.ADMIN_NOTIFY_MAIL, limit: 1 });
      return mail?.text.includes('watanabe@acme.test') ? mail : undefined;
    });

    // The sub-account sees the list, but every change is refused.
    expect((await api('GET', '/api/company/sub-accounts', cookie)).statusCode).toBe(200);
    expect(
      (
        await api('POST', '/api/company/sub-accounts', cookie, {
          name: 'a',
          email: 'z@acme.test',
          department: 'b',
        })
      ).statusCode,
    ).toBe(403);
    expect((await api('DELETE', `/api/company/sub-accounts/${id}`, cookie)).statusCode).toBe(403);

    // Disable: banned, sessions ended, cannot sign in; enable again.
    const off = await api('POST', `/api/company/sub-accounts/${id}/enabled`, owner, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, hasUser: true });
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
    const banned = await signInPassword(t.app, { email: 'watanabe@acme.test', password: 'sub-pass-1' });
    expect(banned.response.statusCode).toBe(403);
    expect((await api('POST', `/api/company/sub-accounts/${id}/resend`, owner, {})).statusCode).toBe(409);
    await api('POST', `/api/company/sub-accounts/${id}/enabled`, owner, { enabled: true });
    expect(
      (await signInPassword(t.app, { email: 'watanabe@acme.test', password: 'sub-pass-1' })).response
        .statusCode,
    ).toBe(200);

    // Delete removes the user too.
    expect((await api('DELETE', `/api/company/sub-accounts/${id}`, owner)).statusCode).toBe(200);
    expect(
      (await signInPassword(t.app, { email: 'watanabe@acme.test', password: 'sub-pass-1' })).response
        .statusCode,
    ).toBe(401);
  });

  it('answers 404 to another company', async () => {
    const list = await api('GET', '/api/company/sub-accounts', owner);
    const id = list.json()[0].id as string;
    const other = await signIn(t.app, 'light');
    expect(
      (
        await api('PATCH', `/api/company/sub-accounts/${id}`, other, {
          name: 'a',
          email: 'b@c.de',
          department: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await api('DELETE', `/api/company/sub-accounts/${id}`, other)).statusCode).toBe(404);
    expect((await api('POST', `/api/company/sub-accounts/${id}/resend`, other, {})).statusCode).toBe(404);
    expect((await api('GET', '/api/company/sub-accounts', other)).json()).toEqual([]);
  });
});
