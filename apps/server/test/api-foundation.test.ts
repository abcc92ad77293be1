import { getAuthTables } from 'better-auth/db';
import { admin } from 'better-auth/plugins';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSchema } from '../src/db/schema/index.ts';
import {
  codeStep,
  createTestApp,
  sessionSetCookie,
  signIn,
  signInPassword,
  type TestApp,
} from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) =>
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail');
      }),
  });
});
afterAll(() => t.close());

describe('health and migrations', () => {
  it('reports the database up and the version', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up', version: '0.1.0' });
  });

  it('applied every migration table', async () => {
    const { rows } = await t.database.executeSql(
      "select table_name from information_schema.tables where table_schema = 'public' order by 1",
      [],
    );
    const names = rows.map((r: { table_name: string }) => r.table_name);
    for (const table of [
      'companies',
      'sub_accounts',
      'messages',
      'user',
      'session',
      'account',
      'verification',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('has auth tables with every field better-auth expects', () => {
    const expected = getAuthTables({ plugins: [admin()] });
    for (const model of ['user', 'session', 'account', 'verification'] as const) {
      const table = authSchema[model];
      const columns = Object.keys(table);
      for (const field of Object.keys(expected[model]!.fields))
        expect(columns, `${model}.${field}`).toContain(field);
      expect(getTableConfig(table).name).toBe(model);
    }
  });
});

describe('problem+json for every error kind', () => {
  const isProblem = (res: { headers: Record<string, unknown>; json: () => Record<string, unknown> }) => {
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    const body = res.json();
    expect(body).toHaveProperty('code');
    expect(body).toHaveProperty('status');
    expect(body).toHaveProperty('title');
    return body;
  };

  it('unknown API route → 404 notFound, localized', async () => {
    const res = await t.app.inject({ url: '/api/nope', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(isProblem(res)).toMatchObject({
      code: 'notFound',
      title: 'The page or data you are looking for was not found.',
    });
    const jp = await t.app.inject('/api/nope');
    expect(jp.json().title).toBe('お探しのページまたはデータが見つかりません。');
  });

  it('malformed JSON → 400 badRequest', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(isProblem(res).code).toBe('badRequest');
  });

  it('wrong types → 400 validation with the invalid fields', async () => {
    const cookie = await signIn(t.app, 'owner');
    const res = await t.app.inject({ url: '/api/dev/outbox?limit=many', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    const body = isProblem(res);
    expect(body.code).toBe('validation');
    expect(body.errors).toEqual([expect.objectContaining({ path: 'limit' })]);
  });

  it('oversized body → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(isProblem(res).code).toBe('payloadTooLarge');
  });

  it('unsupported content type → 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(isProblem(res).code).toBe('unsupportedMediaType');
  });

  it('no session → 401 unauthorized', async () => {
    const res = await t.app.inject('/api/session');
    expect(res.statusCode).toBe(401);
    expect(isProblem(res).code).toBe('unauthorized');
  });

  it('wrong role → 403 forbidden', async () => {
    const cookie = await signIn(t.app, 'owner');
    const res = await t.app.inject({ url: '/api/admin/companies', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    expect(isProblem(res).code).toBe('forbidden');
  });

  it('unexpected error → 500 without the internal detail', async () => {
    const res = await t.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(isProblem(res).code).toBe('internal');
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });

  it('bad credentials → 401 problem with a stable code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'owner@acme.test', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(isProblem(res).code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});

describe('sign-in, session and sign-out', () => {
  it('gives a client its company and plan state', async () => {
    const cookie = await signIn(t.app, 'owner');
    const res = await t.app.inject({ url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { email: 'owner@acme.test', role: 'client', isSubAccount: false },
      company: { name: '株式会社アクメ', planStatus: 'PLAN_STATUS_STANDARD', verified: true },
    });
  });

  it('marks a sub-account and a light company on trial', async () => {
    const staff = await t.app.inject({
      url: '/api/session',
      headers: { cookie: await signIn(t.app, 'staff') },
    });
    expect(staff.json().user).toMatchObject({ isSubAccount: true, role: 'client' });
    const light = await t.app.inject({
      url: '/api/session',
      headers: { cookie: await signIn(t.app, 'light') },
    });
    expect(light.json().company).toMatchObject({
      planStatus: 'PLAN_STATUS_LIGHT',
      onTrial: true,
      trialDaysLeft: 10,
    });
  });

  it('sets an httpOnly SameSite session cookie and ends it at sign-out', async () => {
    const { response: first, cookie: challenge } = await signInPassword(t.app, {
      email: 'admin@refcheck.test',
      password: 'refcheck-demo',
    });
    expect(first.json().twoFactorRedirect).toBe(true);
    const { verified: res } = await codeStep(t.app, challenge, '+819000000001');
    const setCookie = sessionSetCookie(res);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = setCookie!.split(';')[0]!;
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user.role).toBe('admin');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('lets the admin list client companies', async () => {
    const res = await t.app.inject({
      url: '/api/admin/companies?sort=createdAsc',
      headers: { cookie: await signIn(t.app, 'admin') },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { name: string }) => c.name)).toEqual([
      '株式会社アクメ',
      'ライト商事株式会社',
    ]);
  });
});

describe('security headers and docs', () => {
  it('sends a CSP allowing only its own origin and no referrer', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('serves an OpenAPI document generated from the routes', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/health', '/api/session']));
  });

  it("serves the docs page under the app's own CSP (its inline styles allowed, never framed)", async () => {
    const api = await t.app.inject('/api/health');
    const page = await t.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.headers['content-security-policy']).toBe(api.headers['content-security-policy']);
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('development outbox', () => {
  it('lists recorded messages newest first, filtered by recipient', async () => {
    await t.app.services.outbox.send({ channel: 'mail', to: 'a@example.jp', subject: '一通目', text: 'one' });
    await new Promise((r) => setTimeout(r, 5));
    await t.app.services.outbox.send({ channel: 'sms', to: '+819011112222', text: '認証コード 123456' });
    await t.app.services.outbox.send({ channel: 'mail', to: 'a@example.jp', subject: '二通目', text: 'two' });
    const res = await t.app.inject('/api/dev/outbox?to=a@example.jp');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { subject: string }) => m.subject)).toEqual(['二通目', '一通目']);
    const all = await t.app.inject('/api/dev/outbox');
    expect(all.json()[1]).toMatchObject({ channel: 'sms', to: '+819011112222', text: '認証コード 123456' });
  });
});
