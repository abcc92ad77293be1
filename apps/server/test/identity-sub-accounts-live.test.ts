/**
 * The live sub-account list (issue 38): each successful change to a company's sub-accounts (add, resend, sign-up by
 * the invited person, enable, permission, delete) reaches that company's event stream as `account`, so /company/accounts in
 * another browser fetches the list again; another company's stream hears nothing, a refused change sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let base: string;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  owner = await signIn(t.app, 'owner');
  const seeded = await seedTestCompany(t.app.services.database.db, t.app.services.auth, { state: 'active' });
  other = await signIn(t.app, { email: seeded.owner.email, password: seeded.password });
}, 120_000);
afterAll(() => t?.close());

/** The company's event stream as the browser reads it: the `account` events so far. */
async function stream(cookie: string) {
  const response = await fetch(`${base}/api/talents/events`, { headers: { cookie } });
  const reader = response.body!.getReader();
  const state = { text: '', accounts: () => state.text.split('event: account\n').length - 1 };
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      state.text += new TextDecoder().decode(value);
    }
  })();
  await eventually(async () => (state.text.includes('connected') ? true : undefined));
  return {
    ...state,
    get text() {
      return state.text;
    },
    close: () => reader.cancel(),
  };
}

const api = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe('sub-accounts: live list', () => {
  it('adding, the sign-up and deleting each reach the company stream as `account`', async () => {
    const own = await stream(owner);
    const others = await stream(other);
    const since = new Date(Date.now() - 1000);
    const added = await api('POST', '/api/company/sub-accounts', owner, {
      name: '中村 五郎',
      email: 'nakamura@acme.test',
      department: '営業部',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json().id as string;
    await eventually(async () => (own.accounts() >= 1 ? true : undefined));

    // A refused change (a duplicate email) sends nothing.
    const dup = await api('POST', '/api/company/sub-accounts', owner, {
      name: 'x',
      email: 'nakamura@acme.test',
      department: 'y',
    });
    expect(dup.statusCode).toBe(409);

    const invitation = await eventually(async () => {
      const [mail] = await t.app.services.outbox.list({ to: 'nakamura@acme.test', limit: 1 });
      if (!mail || mail.createdAt < since) return undefined;
      const m = /\/signup\/sub_account\?company=([\w-]+)&token=([\w-]+)/.exec(mail.text);
      return m ? { company: m[1]!, token: m[2]! } : undefined;
    });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/signup/sub-account',
      payload: {
        ...invitation,
        email: 'nakamura@acme.test',
        password: 'sub-pass-1',
        passwordConfirmation: 'sub-pass-1',
      },
    });
    expect(signup.statusCode, signup.body).toBe(200);
    // The sign-up has no session: the change goes to the invitation's company.
    await eventually(async () => (own.accounts() >= 2 ? true : undefined));

    expect((await api('DELETE', `/api/company/sub-accounts/${id}`, owner)).statusCode).toBe(200);
    await eventually(async () => (own.accounts() >= 3 ? true : undefined));
    expect(own.text).toContain(`"talentId":"${id}"`);
    expect(own.accounts()).toBe(3);
    expect(others.accounts()).toBe(0);
    await own.close();
    await others.close();
  });
});
