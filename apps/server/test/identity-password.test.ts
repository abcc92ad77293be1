import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEvents } from '../src/db/schema/index.ts';
import { createTestApp, eventually, signIn, signInPassword, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = { origin: 'http://localhost:3000' };

async function resetLink(email: string, since: Date) {
  return eventually(async () => {
    const [mail] = await t.app.services.outbox.list({ to: email, limit: 1 });
    if (!mail || mail.createdAt < since) return undefined;
    return /http:\/\/localhost:3000\/login\/reset_password\?code=([\w-]+)/.exec(mail.text)?.[1];
  });
}

const request = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
    headers: ORIGIN,
  });

describe('password reset', () => {
  it('answers the same for an existing and an unknown account, and mails a link only to the existing one', async () => {
    const since = new Date(Date.now() - 1000);
    const known = await request('light-reset@nowhere.test');
    const existing = await request('owner@light.test');
    expect(existing.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(existing.body).toBe(known.body);
    expect(await resetLink('owner@light.test', since)).toBeTruthy();
    expect(await t.app.services.outbox.list({ to: 'light-reset@nowhere.test' })).toHaveLength(0);
  });

  it('answers the same even when the mail cannot be queued', async () => {
    const spy = vi.spyOn(t.app.services.outbox, 'send').mockRejectedValueOnce(new Error('down'));
    const res = await request('owner@light.test');
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
  });

  it('sets the new password with the link once, ends the sessions, and refuses a used or bad link', async () => {
    const old = await signIn(t.app, 'light');
    const since = new Date(Date.now() - 1000);
    await request('owner@light.test');
    const token = await resetLink('owner@light.test', since);
    const reset = (tok: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: tok, newPassword: 'brand-new-1' },
        headers: ORIGIN,
      });
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    expect((await t.app.inject({ url: '/api/session', headers: { cookie: old } })).statusCode).toBe(401);
    const signedIn = await signInPassword(t.app, { email: 'owner@light.test', password: 'brand-new-1' });
    expect(signedIn.response.statusCode).toBe(200);
    const events = await t.app.services.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.kind, 'reset'));
    expect(events.map((e) => e.result)).toEqual(expect.arrayContaining(['ok', 'fail:INVALID_TOKEN']));
  });

  it('refuses an expired link (60 minutes)', async () => {
    const since = new Date(Date.now() - 1000);
    await request('owner@acme.test');
    const token = await resetLink('owner@acme.test', since);
    vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ['Date'] });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'brand-new-2' },
        headers: ORIGIN,
      });
      expect(res.statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits reset requests per address with 429 and Retry-After', async () => {
    const limited = await createTestApp({ env: { AUTH_ACCOUNT_LIMIT_PER_MINUTE: '2' } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email: 'owner@acme.test' },
          headers: ORIGIN,
          remoteAddress: '203.0.113.10',
        });
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const third = await attempt();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeTruthy();
      expect(third.json().code).toBe('tooManyRequests');
    } finally {
      await limited.close();
    }
  });
});

describe('password change', () => {
  it('requires the current password', async () => {
    const cookie = await signIn(t.app, 'staff');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword, newPassword: 'changed-123', revokeOtherSessions: true },
        headers: { cookie, ...ORIGIN },
      });
    const wrong = await change('not-it');
    expect(wrong.statusCode).toBe(400);
    expect((await change('refcheck-demo')).statusCode).toBe(200);
    const res = await signInPassword(t.app, { email: 'staff@acme.test', password: 'changed-123' });
    expect(res.response.statusCode).toBe(200);
  });
});
