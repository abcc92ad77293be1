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
