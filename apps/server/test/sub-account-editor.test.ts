/**
 * The editor role (issue 27): a sub-account the main account made an editor edits candidates and templates, and
 * still nothing of the settings, the accounts or billing; the server enforces it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { candidateBody } from './talent-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const template = (name: string) => ({
  name,
  templateType: 'fulltime',
  questions: { jp: { descriptions: [{ key: 'description_1', text: '前職での役割' }], selections: [] } },
});

describe('editor sub-account', () => {
  it('is set by the main account only, and adds the templates to what HR staff may do', async () => {
    const company = await seedTestCompany(t.app.services.database.db, t.app.services.auth, {
      state: 'active',
      withSubAccount: true,
    });
    const owner = await signIn(t.app, { email: company.owner.email, password: company.password });
    const staff = await signIn(t.app, { email: company.staff!.email, password: company.password });
    const subId = company.staff!.subAccountId;

    // HR staff by default: candidates yes, templates no.
    expect((await api('GET', '/api/session', staff)).json().user).toMatchObject({
      isSubAccount: true,
      permission: 'staff',
    });
    expect((await api('GET', '/api/session', owner)).json().user.permission).toBe('main');
    const listed = (await api('GET', '/api/company/sub-accounts', owner)).json();
    expect(listed.find((s: { id: string }) => s.id === subId).permission).toBe('staff');
    const refused = await api('POST', '/api/templates', staff, template('スタッフのテンプレート'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('mainAccountOnly');
    expect((await api('POST', '/api/talents', staff, candidateBody())).statusCode).toBe(201);

    // Only the main account sets the permission; validation refuses an unknown set.
    const bySelf = await api('PUT', `/api/company/sub-accounts/${subId}/permission`, staff, {
      permission: 'editor',
    });
    expect(bySelf.statusCode).toBe(403);
    const unknown = await api('PUT', `/api/company/sub-accounts/${subId}/permission`, owner, {
      permission: 'admin',
    });
    expect(unknown.statusCode).toBe(400);
    const made = await api('PUT', `/api/company/sub-accounts/${subId}/permission`, owner, {
      permission: 'editor',
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().permission).toBe('editor');
    expect((await api('GET', '/api/session', staff)).json().user.permission).toBe('editor');

    // The editor adds, edits and deletes templates, and edits candidates…
    const created = await api('POST', '/api/templates', staff, template('編集者のテンプレート'));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await api('PUT', `/api/templates/${id}`, staff, template('編集者が改名'))).statusCode).toBe(200);
    expect((await api('DELETE', `/api/templates/${id}`, staff)).statusCode).toBe(204);
    const talent = await api('POST', '/api/talents', staff, candidateBody());
    expect(talent.statusCode).toBe(201);

    // …and still nothing of settings, accounts or billing.
    const forbidden: [Method, string, object?][] = [
      ['PUT', '/api/company/ip-rules', { ipAddresses: ['127.0.0.1'] }],
      ['PATCH', `/api/company/sub-accounts/${subId}`, { name: 'x', email: 'x@example.jp', department: 'x' }],
      ['PUT', `/api/company/sub-accounts/${subId}/permission`, { permission: 'staff' }],
      ['POST', `/api/company/sub-accounts/${subId}/resend`],
      ['DELETE', `/api/talents/${talent.json().id}`],
    ];
    for (const [method, url, body] of forbidden) {
      const res = await api(method, url, staff, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    expect((await api('GET', '/api/company/plan', staff)).statusCode).toBe(403);

    // Another company's main account cannot touch this sub-account.
    const other = await seedTestCompany(t.app.services.database.db, t.app.services.auth, { state: 'active' });
    const otherOwner = await signIn(t.app, { email: other.owner.email, password: other.password });
    const cross = await api('PUT', `/api/company/sub-accounts/${subId}/permission`, otherOwner, {
      permission: 'staff',
    });
    expect(cross.statusCode).toBe(404);

    // Back to HR staff: the templates are refused again at once.
    expect(
      (
        await api('PUT', `/api/company/sub-accounts/${subId}/permission`, owner, { permission: 'staff' })
      ).json().permission,
    ).toBe('staff');
    expect((await api('POST', '/api/templates', staff, template('もう一度'))).statusCode).toBe(403);
  });
});
