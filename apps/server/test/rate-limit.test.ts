import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_SIGN_IN_LIMIT_PER_MINUTE: '10', AUTH_API_LIMIT_PER_MINUTE: '60' } });
});
afterAll(() => t.close());

describe('sign-in rate limit (defaults)', () => {
  it('answers 429 problem+json with Retry-After after 10 attempts a minute from one address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'owner@acme.test', password: 'wrong-password' },
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(String(limited.headers['content-type'])).toContain('application/problem+json');
    expect(limited.json().code).toBe('tooManyRequests');

    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'owner@acme.test', password: 'refcheck-demo' },
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('sign-in limit, other spellings of the path', () => {
  it('counts doubled and trailing slashes against the same per-address sign-in limit', async () => {
    const urls = ['/api/auth/sign-in/email', '/api/auth/sign-in/email/', '/api/auth//sign-in//email?x=1'];
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: urls[i % urls.length]!,
        payload: { email: 'owner@acme.test', password: 'wrong-password' },
        remoteAddress: '203.0.113.31',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});

describe('every sign-in, code, reset and sign-up endpoint answers 429 with Retry-After past its limit', () => {
  let limited: TestApp;
  const CODE = 2;
  const ACCOUNT = 2;
  beforeAll(async () => {
    limited = await createTestApp({
      env: {
        AUTH_SIGN_IN_LIMIT_PER_MINUTE: '3',
        AUTH_CODE_LIMIT_PER_MINUTE: String(CODE),
        AUTH_ACCOUNT_LIMIT_PER_MINUTE: String(ACCOUNT),
        AUTH_API_LIMIT_PER_MINUTE: '1000',
      },
    });
  });
  afterAll(() => limited.close());

  const origin = { origin: 'http://localhost:3000' };
  const endpoints: { name: string; method: 'GET' | 'POST'; url: string; payload?: object; max: number }[] = [
    {
      name: 'sign-in',
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a@b.test', password: 'x-x-x-x' },
      max: 3,
    },
    {
      name: 'sign-in code send',
      method: 'POST',
      url: '/api/auth/two-factor/send-otp',
      payload: {},
      max: CODE,
    },
    {
      name: 'sign-in code check',
      method: 'POST',
      url: '/api/auth/two-factor/verify-otp',
      payload: { code: '123456' },
      max: CODE * 2,
    },
    {
      name: 'reset request',
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'a@b.test' },
      max: ACCOUNT,
    },
    {
      name: 'reset',
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'nope', newPassword: 'secret-9' },
      max: ACCOUNT,
    },
    { name: 'company sign-up', method: 'POST', url: '/api/signup', payload: {}, max: ACCOUNT },
    {
      name: 'phone registration code send',
      method: 'POST',
      url: '/api/phone/code',
      payload: { phoneNumber: '+819012345678' },
      max: CODE,
    },
    {
      name: 'phone registration code check',
      method: 'POST',
      url: '/api/phone/verify',
      payload: { code: '123456' },
      max: CODE,
    },
    {
      name: 'sub-account sign-up',
      method: 'POST',
      url: '/api/signup/sub-account',
      payload: {},
      max: ACCOUNT,
    },
    {
      name: 'sub-account invitation lookup',
      method: 'GET',
      url: '/api/sub-account-invitations?company=x&token=y',
      max: ACCOUNT * 4,
    },
  ];

  endpoints.forEach((endpoint, i) => {
    it(`${endpoint.name}: ${endpoint.max} requests a minute per address, then 429`, async () => {
      const remoteAddress = `198.51.100.${100 + i}`;
      const attempt = () =>
        limited.app.inject({
          method: endpoint.method,
          url: endpoint.url,
          headers: origin,
          remoteAddress,
          ...(endpoint.payload ? { payload: endpoint.payload } : {}),
        });
      for (let n = 0; n < endpoint.max; n++) {
        const res = await attempt();
        expect(res.statusCode, `${endpoint.name} #${n + 1}: ${res.body}`).not.toBe(429);
      }
      const res = await attempt();
      expect(res.statusCode, res.body).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(String(res.headers['content-type'])).toContain('application/problem+json');
      expect(res.json().code).toBe('tooManyRequests');
      // Another address is not affected.
      const other = await limited.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        headers: origin,
        remoteAddress: '192.0.2.200',
        ...(endpoint.payload ? { payload: endpoint.payload } : {}),
      });
      expect(other.statusCode).not.toBe(429);
    });
  });
});
