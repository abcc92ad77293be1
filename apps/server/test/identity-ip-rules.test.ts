import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipMatches } from '../src/modules/identity/ip-rules.ts';
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
