/**
 * Where a person is signed in (issue 34 item 4), through better-auth's own endpoints behind login-flow.ts: the list
 * (live sessions only, the current one marked, no tokens), ending one (by id, only one's own) or all others, the
 * revoked session refused with 401 at once (the session memo forgets), a password change ending the others, the
 * main account ending a sub-account's sessions and an operator a company's (audited; others refused).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, session } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { DEMO_PASSWORD } from '../src/modules/seed/index.ts';
import { createTestApp, dbKind, signIn, type TestApp } from './helpers.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let t: TestApp;
let acmeId: string;
beforeAll(async () => {
  t = await createTestApp();
  acmeId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
}, 120_000);
afterAll(() => t?.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (cookie: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: t.config.publicUrl }, payload });
const sessionStatus = async (cookie: string) => (await get(cookie, '/api/session')).statusCode;
interface Listed {
  id: string;
  current: boolean;
  userAgent: string | null;
  ipAddress: string | null;
  lastActiveAt: string;
  createdAt: string;
}
const list = async (cookie: string) => {
  const res = await get(cookie, '/api/auth/list-sessions');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Listed[];
};

describe(`a person's sessions (${dbKind})`, () => {
  it('lists the live sessions with device, IP and last activity, the current first, never a token', async () => {
    const pc = await signIn(t.app, 'light', { 'user-agent': CHROME_WINDOWS });
    const phone = await signIn(t.app, 'light', { 'user-agent': SAFARI_IPHONE });
    const fromPhone = await list(phone);
    expect(fromPhone.length).toBeGreaterThanOrEqual(2);
    expect(fromPhone[0]).toMatchObject({ current: true, userAgent: SAFARI_IPHONE, ipAddress: '127.0.0.1' });
    expect(fromPhone.filter((s) => s.current)).toHaveLength(1);
    expect(fromPhone.some((s) => s.userAgent === CHROME_WINDOWS && !s.current)).toBe(true);
    const tokens = (await t.database.db.select({ token: session.token }).from(session)).map((r) => r.token);
    const body = JSON.stringify(fromPhone);
    for (const token of tokens) expect(body).not.toContain(token);
    expect(body).not.toContain('"token"');
    // A session past its idle limit (signed in without remember-login, 31 minutes idle) is not listed.
    const stale = fromPhone.find((s) => s.userAgent === CHROME_WINDOWS)!;
    await t.database.db
      .update(session)
      .set({ remember: false, lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(session.id, stale.id));
    expect((await list(phone)).some((s) => s.id === stale.id)).toBe(false);
    expect(await sessionStatus(pc)).toBe(401);
    expect((await get('', '/api/auth/list-sessions')).statusCode).toBe(401);
  });

  it('ends one session by its id: that browser gets 401 at once, this one goes on', async () => {
    const a = await signIn(t.app, 'owner', { 'user-agent': CHROME_WINDOWS });
    const b = await signIn(t.app, 'owner', { 'user-agent': SAFARI_IPHONE });
    // b's session is remembered by the memo now.
    expect(await sessionStatus(b)).toBe(200);
    const target = (await list(a)).find((s) => s.userAgent === SAFARI_IPHONE && !s.current)!;
    const res = await post(a, '/api/auth/revoke-session', { id: target.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionStatus(b)).toBe(401);
    expect(await sessionStatus(a)).toBe(200);
    expect((await list(a)).some((s) => s.id === target.id)).toBe(false);
  });

  it("refuses to end another person's session (404) and a request without a session (401)", async () => {
    const owner = await signIn(t.app, 'owner');
    const staff = await signIn(t.app, 'staff');
    const staffSession = (await list(staff)).find((s) => s.current)!;
    expect((await post(owner, '/api/auth/revoke-session', { id: staffSession.id })).statusCode).toBe(404);
    expect((await post(owner, '/api/auth/revoke-session', { id: 'nope' })).statusCode).toBe(404);
    expect((await post(owner, '/api/auth/revoke-session', {})).statusCode).toBe(404);
    expect((await post('', '/api/auth/revoke-session', { id: staffSession.id })).statusCode).toBe(401);
    // A raw token is not accepted in place of the id either.
    const [row] = await t.database.db.select().from(session).where(eq(session.id, staffSession.id));
    expect((await post(owner, '/api/auth/revoke-session', { token: row!.token })).statusCode).toBe(404);
    expect(await sessionStatus(staff)).toBe(200);
  });

  it('ends every other session, keeping this one', async () => {
    const keep = await signIn(t.app, 'light');
    const others = [await signIn(t.app, 'light'), await signIn(t.app, 'light')];
    const res = await post(keep, '/api/auth/revoke-other-sessions');
    expect(res.statusCode, res.body).toBe(200);
    for (const other of others) expect(await sessionStatus(other)).toBe(401);
    expect(await sessionStatus(keep)).toBe(200);
    expect(await list(keep)).toHaveLength(1);
  });

  it('a password change ends the other sessions, even when the client asks to keep them', async () => {
    const here = await signIn(t.app, 'light');
    const there = await signIn(t.app, 'light');
    const res = await post(here, '/api/auth/change-password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'a-new-password-1',
      revokeOtherSessions: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sessionStatus(there)).toBe(401);
  });
});

describe(`ending someone else's sessions (${dbKind})`, () => {
  it('the main account ends a sub-account’s sessions; a sub-account and another company cannot', async () => {
    const owner = await signIn(t.app, 'owner');
    const staff = await signIn(t.app, 'staff');
    const other = await signIn(t.app, { email: 'owner@light.test', password: 'a-new-password-1' });
    const subs = (await get(owner, '/api/company/sub-accounts')).json() as { id: string; email: string }[];
    const staffSub = subs.find((s) => s.email === 'staff@acme.test')!;
    const url = `/api/company/sub-accounts/${staffSub.id}/sessions/revoke`;

    const bySub = await post(staff, url);
    expect(bySub.statusCode).toBe(403);
    expect(bySub.json().code).toBe('mainAccountOnly');
    expect((await post(other, url)).statusCode).toBe(404);
    expect((await post(owner, '/api/company/sub-accounts/not-a-uuid/sessions/revoke')).statusCode).toBe(400);
    expect(await sessionStatus(staff)).toBe(200);

    const res = await post(owner, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(1);
    expect(await sessionStatus(staff)).toBe(401);
    expect(await sessionStatus(owner)).toBe(200);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sessions-end-sub-account'), eq(auditLog.companyId, acmeId)));
    expect(audited?.target).toContain(staffSub.id);
  });

  it("an operator ends a company's sessions; a company user cannot, and the operator's own company is not one", async () => {
    const admin = await signIn(t.app, 'admin');
    const owner = await signIn(t.app, 'owner');
    const staff = await signIn(t.app, 'staff');
    const url = `/api/admin/companies/${acmeId}/sessions/revoke`;
    expect((await post(owner, url)).statusCode).toBe(403);
    const adminCompany = (await findUserByEmail(t.database.db, 'admin@refcheck.test'))!.companyId;
    if (adminCompany) {
      expect((await post(admin, `/api/admin/companies/${adminCompany}/sessions/revoke`)).statusCode).toBe(
        404,
      );
    }
    expect(
      (await post(admin, '/api/admin/companies/00000000-0000-4000-8000-000000000000/sessions/revoke'))
        .statusCode,
    ).toBe(404);
    expect(await sessionStatus(owner)).toBe(200);

    const res = await post(admin, url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    expect(await sessionStatus(owner)).toBe(401);
    expect(await sessionStatus(staff)).toBe(401);
    expect(await sessionStatus(admin)).toBe(200);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sessions-end-company'), eq(auditLog.companyId, acmeId)));
    expect(audited).toBeDefined();
  });
});
