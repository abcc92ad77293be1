/**
 * Issue 36: a stalled check's one-click actions on 「回答状況」 — remind now, extend the deadline, ask the candidate
 * for a replacement: what each sends or changes, validation, the operator refused, another company's check 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { refereeBrowser } from './referee-helpers.ts';

let t: TestApp;
let owner: string;
let staff: string;
let admin: string;
let light: string;
let acme: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  [owner, staff, admin, light] = await Promise.all([
    signIn(t.app, 'owner'),
    signIn(t.app, 'staff'),
    signIn(t.app, 'admin'),
    signIn(t.app, 'light'),
  ]);
  acme = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
});
afterAll(() => t.close());

const post = (cookie: string, id: string, action: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/company/funnel/checks/${id}/${action}`,
    headers: { cookie, 'accept-language': 'ja' },
    ...(payload === undefined ? {} : { payload }),
  });
const mails = async (to: string) => t.app.services.outbox.list({ to, limit: 20 });
const steps = async (talentId: string, step: string) =>
  (
    await t.database.executeSql(
      'select count(*)::int as n from step_events where talent_id = $1 and step = $2',
      [talentId, step],
    )
  ).rows[0].n as number;

/** A check invited four days ago with two referees, the deadline in two days; the second referee declines. */
async function stalledCheck(tag: string) {
  const check = await seedReferenceCheck(t.database.db, {
    companyId: acme,
    talentName: `停滞 ${tag}`,
    talentEmail: `stalled-${tag}@example.jp`,
    now: new Date(Date.now() - 4 * DAY),
    invitedAt: new Date(Date.now() - 4 * DAY),
    deadline: new Date(Date.now() + 2 * DAY),
    referees: [
      { name: `待ち ${tag}`, email: `wait-${tag}@corp.example.jp` },
      { name: `辞退 ${tag}`, email: `decline-${tag}@corp.example.jp` },
    ],
  });
  const call = refereeBrowser(t.app);
  const opened = await call('POST', '/api/referee-flow/session', {
    company: acme,
    talent: check.talentId,
    token: check.referees[1]!.token,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const declined = await call('POST', '/api/referee-flow/decline', { reason: 'noTime' });
  expect(declined.statusCode, declined.body).toBe(200);
  return check;
}

describe('stalled check actions', () => {
  it('reminds now the referee still to answer (not the one who declined), once per press', async () => {
    const check = await stalledCheck('a');
    const res = await post(staff, check.talentId, 'reminder');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 1 });
    const [mail] = await mails('wait-a@corp.example.jp');
    expect(mail!.subject).toContain('【リマインド】');
    expect(mail!.text).toContain('待ち a様');
    expect((await mails('decline-a@corp.example.jp')).some((m) => m.subject.includes('【リマインド】'))).toBe(
      false,
    );
    expect(await steps(check.talentId, 'reminded')).toBe(1);
    // The funnel counts it.
    const funnel = await t.app.inject({
      method: 'GET',
      url: '/api/company/funnel?from=2026-01-01&to=2030-12-31',
      headers: { cookie: owner },
    });
    expect(funnel.json().reminded).toBeGreaterThanOrEqual(1);
  });

  it('extends the deadline by the days asked, with the links; validates the days; refuses a passed deadline', async () => {
    const check = await stalledCheck('b');
    const before = (
      await t.database.executeSql('select deadline from talents where id = $1', [check.talentId])
    ).rows[0].deadline as Date;
    const res = await post(owner, check.talentId, 'deadline', { days: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(new Date(res.json().deadline).getTime()).toBe(new Date(before).getTime() + 3 * DAY);
    // The waiting referee's link still opens after the old deadline's grace would have ended.
    const expiries = await t.database.executeSql(
      'select min(expires_at) as e from link_tokens where talent_id = $1 and revoked_at is null and expires_at > now()',
      [check.talentId],
    );
    expect(new Date(expiries.rows[0].e).getTime()).toBeGreaterThan(new Date(before).getTime() + 3 * DAY);

    for (const days of [0, 31, 'x']) {
      const bad = await post(owner, check.talentId, 'deadline', { days });
      expect(bad.statusCode).toBe(400);
    }
    expect((await post(owner, check.talentId, 'deadline', {})).statusCode).toBe(400);

    await t.database.executeSql("update talents set deadline = now() - interval '1 hour' where id = $1", [
      check.talentId,
    ]);
    const passed = await post(owner, check.talentId, 'deadline', { days: 3 });
    expect(passed.statusCode).toBe(409);
    expect(passed.json().title).toBe('回答期限を過ぎたチェックの期限は延長できません');
  });

  it('asks the candidate again for a replacement naming the referee who declined; 409 when none waits', async () => {
    const check = await stalledCheck('c');
    const since = new Date();
    const res = await post(owner, check.talentId, 'replacement-request');
    expect(res.statusCode, res.body).toBe(200);
    const asked = (await mails('stalled-c@example.jp')).filter((m) => m.createdAt >= since);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.subject).toBe('【株式会社アクメ】推薦者の差し替えのお願い');
    expect(asked[0]!.text).toContain('辞退 c');
    expect(asked[0]!.text).not.toContain('待ち c');

    const plain = await seedReferenceCheck(t.database.db, {
      companyId: acme,
      talentEmail: 'plain@example.jp',
      invitedAt: new Date(),
      referees: [{ name: 'P0' }],
    });
    const none = await post(owner, plain.talentId, 'replacement-request');
    expect(none.statusCode).toBe(409);
    expect(none.json().title).toBe('差し替えを待っている推薦者はいません');
  });

  it('refuses the operator, another company and a signed-out caller; 404 for an unknown check', async () => {
    const check = await stalledCheck('d');
    for (const [action, payload] of [
      ['reminder', undefined],
      ['deadline', { days: 1 }],
      ['replacement-request', undefined],
    ] as const) {
      expect((await post(admin, check.talentId, action, payload)).statusCode).toBe(403);
      expect((await post(light, check.talentId, action, payload)).statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: `/api/company/funnel/checks/${check.talentId}/${action}`,
        ...(payload === undefined ? {} : { payload: { ...payload } }),
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await post(owner, '00000000-0000-4000-8000-000000000000', action, payload)).statusCode).toBe(
        404,
      );
    }
    // Nothing was sent or changed by the refused calls.
    expect(await steps(check.talentId, 'reminded')).toBe(0);
  });
});
