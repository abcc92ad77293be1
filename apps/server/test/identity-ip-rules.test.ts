import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipMatches } from '../src/modules/access/ip-rules.ts';
import { createTestApp, signIn, signInPassword, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

describe('IP allow-list matching', () => {
  it('matches single addresses and CIDR ranges, v4, v6 and v4-mapped', () => {
    expect(ipMatches('192.0.2.10', ['192.0.2.10'])).toBe(true);
    expect(ipMatches('192.0.2.11', ['192.0.2.10'])).toBe(false);
    expect(ipMatches('10.1.2.3', ['192.0.2.1', '10.0.0.0/8'])).toBe(true);
    expect(ipMatches('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipMatches('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipMatches('2001:db9::1', ['2001:db8::/32'])).toBe(false);
  });
});

describe('IP allow-list settings', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('is saved by the main account, needs entries, keeps the caller in, and restricts sign-in by request.ip', async () => {
    const owner = await signIn(t.app, 'owner', from('198.51.100.7'));
    const put = (ipAddresses: unknown, ip = '198.51.100.7') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/company/ip-rules',
        payload: { ipAddresses },
        headers: { cookie: owner, ...from(ip) },
      });
    const empty = await put([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('IPアドレスを1件以上登録してください');
    const blank = await put(['198.51.100.7', '']);
    expect(blank.statusCode).toBe(400);
    expect((await put(['203.0.113.0/24'])).statusCode).toBe(409);
    const saved = await put(['198.51.100.0/24', '203.0.113.5']);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({
      url: '/api/company/ip-rules',
      headers: { cookie: owner, ...from('198.51.100.7') },
    });
    expect(read.json()).toEqual({
      ipAddresses: ['198.51.100.0/24', '203.0.113.5'],
      currentIp: '198.51.100.7',
    });

    // Sign-in from elsewhere is refused; from inside the list it works.
    const outside = await signInPassword(
      t.app,
      { email: 'owner@acme.test', password: 'refcheck-demo' },
      from('192.0.2.99'),
    );
    expect(outside.response.statusCode).toBe(403);
    expect(outside.response.json().code).toBe('ipNotAllowed');
    await signIn(t.app, 'owner', from('203.0.113.5'));
    // The same session from another address is refused too.
    expect(
      (await t.app.inject({ url: '/api/session', headers: { cookie: owner, ...from('192.0.2.99') } }))
        .statusCode,
    ).toBe(403);

    // A sub-account cannot change it.
    const staff = await signIn(t.app, 'staff', from('198.51.100.8'));
    const denied = await t.app.inject({
      method: 'DELETE',
      url: '/api/company/ip-rules',
      headers: { cookie: staff, ...from('198.51.100.8') },
    });
    expect(denied.statusCode).toBe(403);

    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/company/ip-rules',
      headers: { cookie: owner, ...from('198.51.100.7') },
    });
    expect(off.json().ipAddresses).toEqual([]);
    expect(
      (
        await signInPassword(
          t.app,
          { email: 'owner@acme.test', password: 'refcheck-demo' },
          from('192.0.2.99'),
        )
      ).response.statusCode,
    ).toBe(200);
  });
});

describe('IP allow-list settings: every error message with its code (issue 27)', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('answers each refusal with its stable code and the localized message the settings page shows', async () => {
    const owner = await signIn(t.app, 'owner', from('198.51.100.7'));
    const put = (payload: unknown, language = 'ja', ip = '198.51.100.7', cookie = owner) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/company/ip-rules',
        payload: payload as object,
        headers: { cookie, 'accept-language': language, ...from(ip) },
      });
    const problem = async (payload: unknown, language = 'ja') => {
      const res = await put(payload, language);
      const body = res.json();
      return {
        status: res.statusCode,
        code: body.code,
        errors: (body.errors ?? []).map((e: { path: string; message: string }) => `${e.path} ${e.message}`),
      };
    };

    // 400 validation, one message per faulty entry, in the caller's language.
    expect(await problem({ ipAddresses: [] })).toEqual({
      status: 400,
      code: 'validation',
      errors: ['ipAddresses IPアドレスを1件以上登録してください'],
    });
    expect(await problem({})).toEqual({
      status: 400,
      code: 'validation',
      errors: ['ipAddresses IPアドレスを1件以上登録してください'],
    });
    expect(await problem({ ipAddresses: ['198.51.100.7', ' '] })).toEqual({
      status: 400,
      code: 'validation',
      errors: ['ipAddresses.1 IPアドレスを入力してください'],
    });
    expect(await problem({ ipAddresses: ['198.51.100.7', '300.1.2.3', '10.0.0.0/33'] })).toEqual({
      status: 400,
      code: 'validation',
      errors: ['ipAddresses.1 IPアドレスの形式が無効です', 'ipAddresses.2 IPアドレスの形式が無効です'],
    });
    expect(await problem({ ipAddresses: ['198.51.100.7', '2001:DB8::1', '2001:db8::1'] })).toEqual({
      status: 400,
      code: 'validation',
      errors: ['ipAddresses.2 同じIPアドレスが重複しています'],
    });
    expect(await problem({ ipAddresses: ['nope'] }, 'en')).toEqual({
      status: 400,
      code: 'validation',
      errors: ['ipAddresses.0 The IP address format is invalid'],
    });
    expect(await problem({ ipAddresses: [] }, 'zh-CN')).toEqual({
      status: 400,
      code: 'validation',
      errors: ['ipAddresses 请至少登记一个IP地址'],
    });

    // 409 currentIpNotIncluded: a list without the caller's address would sign the caller out at once.
    const outside = await put({ ipAddresses: ['203.0.113.0/24'] });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().code).toBe('currentIpNotIncluded');
    expect(outside.json().title).toBe(
      '現在のIPアドレスを含めてください。含めないと保存後すぐにログインできなくなります。',
    );

    // 403 mainAccountOnly: a sub-account reads the list but cannot change it.
    const staff = await signIn(t.app, 'staff', from('198.51.100.8'));
    const denied = await put({ ipAddresses: ['198.51.100.0/24'] }, 'ja', '198.51.100.8', staff);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('mainAccountOnly');
    expect(denied.json().title).toBe('この操作を行う権限がありません。');

    // 403 ipNotAllowed: once saved, a sign-in from elsewhere is refused with the spec's message.
    expect((await put({ ipAddresses: ['198.51.100.0/24'] })).statusCode).toBe(200);
    try {
      const refused = await signInPassword(
        t.app,
        { email: 'owner@acme.test', password: 'refcheck-demo' },
        { ...from('192.0.2.99'), 'accept-language': 'ja' },
      );
      expect(refused.response.statusCode).toBe(403);
      expect(refused.response.json()).toMatchObject({
        code: 'ipNotAllowed',
        title: 'ご使用のIPアドレスではログインできません。',
      });
    } finally {
      await t.app.inject({
        method: 'DELETE',
        url: '/api/company/ip-rules',
        headers: { cookie: owner, ...from('198.51.100.7') },
      });
    }
  });
});
