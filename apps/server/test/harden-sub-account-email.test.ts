import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/modules/seed/demo.ts';
import type { TestApp } from './helpers.ts';
import { openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  ({ t, owner } = await openDemoApp(['owner']));
}, 60_000);
afterAll(() => t.close());

const invite = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/company/sub-accounts',
    headers: { cookie: owner },
    payload: { name: '他社 太郎', email, department: '人事部' },
  });

describe("sub-account invitations refuse another company's user", () => {
  it("answers like sign-up for another company's main account and the operator, and mails nobody", async () => {
    const before = await t.app.services.outbox.list({ to: DEMO_ACCOUNTS.light.email, limit: 10 });
    for (const email of [DEMO_ACCOUNTS.light.email, DEMO_ACCOUNTS.admin.email.toUpperCase()]) {
      const res = await invite(email);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'emailAlreadyInUse',
        detail: 'すでに登録済みのメールアドレスです',
      });
    }
    const after = await t.app.services.outbox.list({ to: DEMO_ACCOUNTS.light.email, limit: 10 });
    expect(after.length).toBe(before.length);
    const list = await t.app.inject({ url: '/api/company/sub-accounts', headers: { cookie: owner } });
    expect(list.json().map((s: { email: string }) => s.email)).not.toContain(DEMO_ACCOUNTS.light.email);
  });

  it("refuses editing a sub-account's email to another company's user", async () => {
    const added = await invite('shinki@acme.test');
    expect(added.statusCode, added.body).toBe(200);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/company/sub-accounts/${added.json().id}`,
      headers: { cookie: owner },
      payload: { name: '新規 花子', email: DEMO_ACCOUNTS.light.email, department: '人事部' },
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().code).toBe('emailAlreadyInUse');
    const kept = await t.app.inject({
      method: 'PATCH',
      url: `/api/company/sub-accounts/${added.json().id}`,
      headers: { cookie: owner },
      payload: { name: '新規 花子', email: 'shinki@acme.test', department: '総務部' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
