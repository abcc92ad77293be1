import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers.ts';
import { openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  ({ t, owner } = await openDemoApp(['owner']));
}, 60_000);
afterAll(() => t.close());

type Res = { statusCode: number; headers: Record<string, unknown>; json: () => Record<string, unknown> };
function problem(res: Res, status: number) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/problem+json');
  const body = res.json();
  expect(body).toMatchObject({ type: 'about:blank', status });
  expect(typeof body.title).toBe('string');
  return body;
}

describe('framework errors are problem+json', () => {
  it('bad percent-encoding in the URL → 400 badRequest, localized', async () => {
    const res = await t.app.inject({ url: '/api/talents/%uD800', headers: { cookie: owner } });
    expect(problem(res, 400)).toMatchObject({
      code: 'badRequest',
      title: 'リクエストの形式が正しくありません。',
    });
    const en = await t.app.inject({ url: '/api/talents/%E0%A4%A', headers: { 'accept-language': 'en' } });
    expect(problem(en, 400)).toMatchObject({ code: 'badRequest', title: 'The request is malformed.' });
  });

  it('an over-long path param → 400 badRequest', async () => {
    const res = await t.app.inject({ url: `/api/talents/${'a'.repeat(500)}`, headers: { cookie: owner } });
    expect(problem(res, 400).code).toBe('badRequest');
  });

  it("better-auth's errors keep their code with a localized title", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'owner@acme.test', password: 'wrong-password' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(problem(res, 401)).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD', title: '请先登录。' });
  });
});

describe('NUL never reaches the database', () => {
  const invalidCharacter = {
    code: 'validation.invalidCharacter',
    message: '使用できない文字が含まれています',
  };

  it('in a body (profile name) → 400 validation naming the field; nothing stored', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      payload: { name: 'a\u0000b' },
      headers: { cookie: owner },
    });
    expect(problem(res, 400)).toMatchObject({
      code: 'validation',
      errors: [{ path: 'name', ...invalidCharacter }],
    });
    const profile = await t.app.inject({ url: '/api/account/profile', headers: { cookie: owner } });
    expect(profile.json().name).not.toContain('\u0000');
  });

  it('in a query (talent search), a path param and an object key → 400 validation', async () => {
    const search = await t.app.inject({ url: '/api/talents?search=%00', headers: { cookie: owner } });
    expect(problem(search, 400).errors).toEqual([{ path: 'query.search', ...invalidCharacter }]);
    const param = await t.app.inject({ url: '/api/talents/a%00b', headers: { cookie: owner } });
    expect(problem(param, 400).errors).toEqual([{ path: 'params.id', ...invalidCharacter }]);
    const key = await t.app.inject({
      method: 'PUT',
      url: '/api/company/settings',
      payload: { 'x\u0000': 1 },
      headers: { cookie: owner },
    });
    expect(problem(key, 400).code).toBe('validation');
  });

  it("in better-auth's bodies (reset token) → 400 validation", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'abc\u0000', newPassword: 'new-password' },
    });
    expect(problem(res, 400).code).toBe('validation');
  });

  it("in a referee's answer and a candidate's decline reason → 400 validation", async () => {
    // Checked before the session: the input is refused whoever sends it.
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/referee-flow/answers/description_1',
      payload: { text: 'a\u0000' },
    });
    expect(problem(answer, 400).code).toBe('validation');
    const decline = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/decline',
      payload: { description: '\u0000' },
    });
    expect(problem(decline, 400).code).toBe('validation');
  });
});

describe('maximum lengths', () => {
  it('a 101-character name → 400 with the localized maximum; 100 are stored', async () => {
    const long = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      payload: { name: '山'.repeat(101) },
      headers: { cookie: owner, 'accept-language': 'en' },
    });
    expect(problem(long, 400).errors).toEqual([
      { path: 'name', code: 'validation.tooLong', message: 'Please enter at most 100 characters' },
    ]);
    const fits = await t.app.inject({
      method: 'PUT',
      url: '/api/account/profile',
      payload: { name: '山'.repeat(100) },
      headers: { cookie: owner },
    });
    expect(fits.statusCode, fits.body).toBeLessThan(300);
  });
});
