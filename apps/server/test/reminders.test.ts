/**
 * Reminders with a controlled clock (the dev hook `POST /api/dev/clock`): the cadence, office hours, stop
 * conditions, exactly once (also with two instances on one PostgreSQL database), the company's view and switch.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { companies, messages, referees, reminders, talents } from '../src/db/schema/index.ts';
import { eventually, TEST_DATABASE_URL, type TestApp } from './helpers.ts';
import { openDemoApp } from './support/demo-app.ts';
import { DEADLINE, SENT, tokyo } from './support/reminder-times.ts';
import { candidateBody, refereeBody } from './talent-helpers.ts';

let t: TestApp;
let owner: string;
let staff: string;
let other: string;
let companyId: string;

beforeAll(async () => {
  ({ t, owner, staff, light: other, acmeId: companyId } = await openDemoApp(['owner', 'staff', 'light']));
  // These tests hold the office-hours cadence, which a company may choose (issue 36); the default evening
  // window is unit-tested in packages/domain/src/funnel/reminder-slots.test.ts.
  await t.database.db.update(companies).set({ reminderWindow: 'office' }).where(eq(companies.id, companyId));
});
afterAll(() => t.close());

async function clockAt(app: TestApp['app'], at: Date) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/dev/clock',
    payload: { offsetMs: at.getTime() - Date.now() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { sent: number; postponed: number; stopped: number };
}

const referee = (n: number) => refereeBody(n, { tag: 'remind-ref', phonePrefix: '0903333000' });

/** Creates and invites a candidate (deadline DEADLINE); the invitation is dated SENT. */
async function invited(app = t.app, cookie = owner) {
  const body = candidateBody({ deadline: DEADLINE.toISOString() });
  const created = await app.inject({
    method: 'POST',
    url: '/api/talents',
    headers: { cookie },
    payload: body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const talentId = created.json().id as string;
  await app.inject({ method: 'POST', url: `/api/talents/${talentId}/invitation`, headers: { cookie } });
  const mail = await eventually(async () => (await app.services.outbox.list({ to: body.email }))[0]);
  await app.services.database.db.update(talents).set({ invitedAt: SENT }).where(eq(talents.id, talentId));
  return { talentId, email: body.email, mail };
}

/** A candidate who registered two referees, their requests dated SENT. */
async function withReferees(app = t.app) {
  const c = await invited(app);
  const token = decodeURIComponent(c.mail.text.match(/token=(\S+)/)![1]!);
  const session = await app.inject({
    method: 'POST',
    url: '/api/talent-flow/session',
    payload: { company: companyId, token },
  });
  const cookie = ([] as string[]).concat(session.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  await app.inject({ method: 'POST', url: '/api/talent-flow/consent', headers: { cookie } });
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/talent-flow/referees',
    headers: { cookie },
    payload: { referees: [referee(1), referee(2)] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const db = app.services.database.db;
  await db.update(referees).set({ sendAt: SENT }).where(eq(referees.talentId, c.talentId));
  const refs = await db.select().from(referees).where(eq(referees.talentId, c.talentId));
  return { ...c, refs: refs.sort((a, b) => a.indexNumber - b.indexNumber) };
}

const reminderMails = async (app: TestApp['app'], to: string) =>
  (await app.services.outbox.list({ to, limit: 50 })).filter((m) => /リマインド/.test(m.subject));
const reminderSms = async (to: string) =>
  (await t.app.services.outbox.list({ to, limit: 50 })).filter(
    (m) => m.channel === 'sms' && m.template === 'refereeReminderSms',
  );

describe('reminder schedule', () => {
  it('a candidate and two referees get exactly the cadence, in office hours, until completion or unsubscribe', async () => {
    const a = await invited();
    const b = await withReferees();
    const c = await invited();
    const db = t.database.db;
    // Anything planned from the real sending times before they were back-dated is planned again.
    await db.delete(reminders).where(inArray(reminders.talentId, [a.talentId, b.talentId, c.talentId]));
    // C unsubscribes with the mailed link.
    const match = c.mail.text.match(/unsubscribe\/remind\?company=([^&]+)&token=(\S+)/)!;
    const unsub = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/unsubscribe',
      payload: { company: match[1], token: decodeURIComponent(match[2]!) },
    });
    expect(unsub.statusCode).toBe(200);

    // The company sees the next reminder of each.
    const view = (
      await t.app.inject({ url: `/api/talents/${b.talentId}/reminders`, headers: { cookie: staff } })
    ).json();
    expect(view.enabled).toBe(true);
    expect(view.talent.nextAt).toBeNull(); // referees registered
    expect(view.referees.map((r: { nextAt: string }) => r.nextAt)).toEqual([
      tokyo('2027-03-03T10:00:00').toISOString(),
      tokyo('2027-03-03T10:00:00').toISOString(),
    ]);

    const [r1, r2] = b.refs;
    const count = async () => ({
      a: (await reminderMails(t.app, a.email)).length,
      r1: (await reminderMails(t.app, r1!.email)).length,
      r2: (await reminderMails(t.app, r2!.email)).length,
      c: (await reminderMails(t.app, c.email)).length,
    });

    expect((await clockAt(t.app, tokyo('2027-03-03T09:59:00'))).sent).toBe(0);
    // Due, but 21:00 in Tokyo: postponed to 09:00, nothing sent.
    await clockAt(t.app, tokyo('2027-03-03T21:00:00'));
    expect(await count()).toEqual({ a: 0, r1: 0, r2: 0, c: 0 });
    await clockAt(t.app, tokyo('2027-03-04T03:00:00'));
    expect(await count()).toEqual({ a: 0, r1: 0, r2: 0, c: 0 });
    await clockAt(t.app, tokyo('2027-03-04T09:00:00'));
    expect(await count()).toEqual({ a: 1, r1: 1, r2: 1, c: 0 });
    await clockAt(t.app, tokyo('2027-03-04T12:00:00'));
    expect(await count()).toEqual({ a: 1, r1: 1, r2: 1, c: 0 });

    const [mail] = await reminderMails(t.app, r2!.email);
    expect(mail!.subject).toBe(
      `【株式会社アクメ】【リマインド】候補 太郎様のリファレンスチェックご回答のお願い`,
    );
    expect(mail!.text).toMatch(/\/referee\?company=.*&token=/);
    expect(mail!.text).toMatch(/\/referee\/unsubscribe\/remind\?/);

    // Referee 1 completes: no more reminders for it.
    await db.update(referees).set({ completedAt: new Date() }).where(eq(referees.id, r1!.id));
    await clockAt(t.app, tokyo('2027-03-08T09:30:00'));
    expect(await count()).toEqual({ a: 2, r1: 1, r2: 2, c: 0 });
    await clockAt(t.app, tokyo('2027-03-08T15:00:00'));
    await clockAt(t.app, tokyo('2027-03-09T10:00:00'));
    expect(await count()).toEqual({ a: 2, r1: 1, r2: 2, c: 0 });
    // A reminder mail's candidate link opens the candidate's flow.
    const [reminder] = await reminderMails(t.app, a.email);
    const token = decodeURIComponent(reminder!.text.match(/instruction\?company=[^&]+&token=(\S+)/)![1]!);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/session',
      payload: { company: companyId, token },
    });
    expect(session.statusCode).toBe(200);
  });

  it('the company switches reminders off for a candidate: none go out; a sub-account reads only', async () => {
    const a = await invited();
    await t.database.db.delete(reminders).where(eq(reminders.talentId, a.talentId));
    await clockAt(t.app, tokyo('2027-03-01T12:00:00'));
    const url = `/api/talents/${a.talentId}/reminders`;
    const before = (await t.app.inject({ url, headers: { cookie: owner } })).json();
    expect(before.talent.nextAt).not.toBeNull();
    const denied = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: staff },
      payload: { enabled: false },
    });
    expect(denied.statusCode).toBe(403);
    const off = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: owner },
      payload: { enabled: false },
    });
    expect(off.json()).toMatchObject({ enabled: false, talent: { nextAt: null } });
    await clockAt(t.app, tokyo('2027-03-08T10:00:00'));
    expect(await reminderMails(t.app, a.email)).toHaveLength(0);
    const stopped = await t.database.db.select().from(reminders).where(eq(reminders.talentId, a.talentId));
    expect(stopped.map((r) => r.status).sort()).toEqual(['stopped', 'stopped']);
  });

  it('refuses bad input, signed-out users and another company', async () => {
    const a = await invited();
    const url = `/api/talents/${a.talentId}/reminders`;
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: other } })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: { cookie: other }, payload: { enabled: false } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: { cookie: owner }, payload: { enabled: 'no' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/talents/nope/reminders', headers: { cookie: owner } })).statusCode,
    ).toBe(400);
  });
});

describe('company reminder settings', () => {
  it('saves the reminder window, the replacement delay (or off) and the limit per slot; validates them', async () => {
    const url = '/api/company/reminder-settings';
    const put = (cookie: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
    // This file's company keeps office hours (beforeAll): change it to the evening, then back.
    const saved = await put(owner, {
      sms: false,
      window: 'evening',
      replaceAfterDays: null,
      maxReplacementsPerSlot: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      sms: false,
      window: 'evening',
      replaceAfterDays: null,
      maxReplacementsPerSlot: 1,
    });
    expect((await t.app.inject({ url, headers: { cookie: owner } })).json()).toMatchObject({
      window: 'evening',
      replaceAfterDays: null,
    });
    // Another company keeps its defaults; a sub-account may not write.
    expect((await t.app.inject({ url, headers: { cookie: other } })).json()).toMatchObject({
      window: 'evening',
      replaceAfterDays: 3,
      maxReplacementsPerSlot: 2,
    });
    expect((await put(staff, { sms: false, window: 'evening' })).statusCode).toBe(403);
    for (const bad of [
      { sms: false, window: 'night' },
      { sms: false, replaceAfterDays: 0 },
      { sms: false, replaceAfterDays: 31 },
      { sms: false, maxReplacementsPerSlot: 6 },
      { sms: false, maxReplacementsPerSlot: 1.5 },
    ]) {
      expect((await put(owner, bad)).statusCode).toBe(400);
    }
    const back = await put(owner, {
      sms: false,
      window: 'office',
      replaceAfterDays: 3,
      maxReplacementsPerSlot: 2,
    });
    expect(back.json()).toEqual({
      sms: false,
      window: 'office',
      replaceAfterDays: 3,
      maxReplacementsPerSlot: 2,
    });
  });

  it('SMS reminders are off by default; the main account turns them on; no SMS with the first reminder mail', async () => {
    const url = '/api/company/reminder-settings';
    // This file's company keeps office hours (beforeAll); another company has the defaults.
    const acmeRest = { window: 'office', replaceAfterDays: 3, maxReplacementsPerSlot: 2 };
    const defaults = { window: 'evening', replaceAfterDays: 3, maxReplacementsPerSlot: 2 };
    expect((await t.app.inject({ url, headers: { cookie: staff } })).json()).toEqual({
      sms: false,
      ...acmeRest,
    });
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const denied = await t.app.inject({
      method: 'PUT',
      url,
      headers: { cookie: staff },
      payload: { sms: true },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'PUT', url, headers: { cookie: owner }, payload: { sms: 1 } });
    expect(bad.statusCode).toBe(400);
    const on = await t.app.inject({ method: 'PUT', url, headers: { cookie: owner }, payload: { sms: true } });
    expect(on.json()).toEqual({ sms: true, ...acmeRest });
    expect((await t.app.inject({ url, headers: { cookie: other } })).json()).toEqual({
      sms: false,
      ...defaults,
    });

    const b = await withReferees();
    await t.database.db.delete(reminders).where(eq(reminders.talentId, b.talentId));
    await clockAt(t.app, tokyo('2027-03-03T11:00:00'));
    expect(await reminderMails(t.app, b.refs[0]!.email)).toHaveLength(1);
    // Issue 36: the one SMS reminder follows the second reminder mail, not every reminder.
    expect(await reminderSms(b.refs[0]!.phoneNumber!)).toHaveLength(0);
    await t.app.inject({ method: 'PUT', url, headers: { cookie: owner }, payload: { sms: false } });
  });

  it('one SMS reminder, after the second mail (the invitation and reminder 1), to a referee who has not opened the link and gave a phone', async () => {
    const url = '/api/company/reminder-settings';
    const on = await t.app.inject({ method: 'PUT', url, headers: { cookie: owner }, payload: { sms: true } });
    expect(on.statusCode).toBe(200);
    try {
      const b = await withReferees();
      const c = await withReferees();
      const db = t.database.db;
      await db.delete(reminders).where(inArray(reminders.talentId, [b.talentId, c.talentId]));
      // Phones of their own (the helper's referees share two numbers); b2 opened the link; c1 gave no phone.
      const phone = () => `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      for (const r of [...b.refs, ...c.refs]) {
        r.phoneNumber = phone();
        await db.update(referees).set({ phoneNumber: r.phoneNumber }).where(eq(referees.id, r.id));
      }
      const [b1, b2] = b.refs;
      const [c1, c2] = c.refs;
      await db
        .update(referees)
        .set({ openedAt: tokyo('2027-03-02T12:00:00') })
        .where(eq(referees.id, b2!.id));
      await db.update(referees).set({ phoneNumber: null }).where(eq(referees.id, c1!.id));
      const smsOf = async () => ({
        b1: (await reminderSms(b1!.phoneNumber!)).length,
        b2: (await reminderSms(b2!.phoneNumber!)).length,
      });
      const remindNow = async (talentId: string) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/company/funnel/checks/${talentId}/reminder`,
          headers: { cookie: owner },
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      // Every reminder SMS to this test's referees (c1's number too, from before it was removed).
      const ours = [...b.refs, ...c.refs].map((r) => r.phoneNumber!);
      const companySms = async () =>
        (
          await db
            .select({ id: messages.id })
            .from(messages)
            .where(
              and(
                eq(messages.template, 'refereeReminderSms'),
                eq(messages.companyId, companyId),
                inArray(messages.to, ours),
              ),
            )
        ).length;
      const before = await companySms();
      expect(before).toBe(0);
      // The invitation and reminder 1 (the schedule): no SMS.
      await clockAt(t.app, tokyo('2027-03-03T11:00:00'));
      expect(await reminderMails(t.app, b1!.email)).toHaveLength(1);
      expect(await smsOf()).toEqual({ b1: 0, b2: 0 });
      expect(await companySms()).toBe(before);
      // Reminder 2, after the second mail: the SMS to the referee who has not opened (b1), none to the one who did
      // (b2); c1 gave no phone: mail only, while c2 gets its SMS.
      await clockAt(t.app, tokyo('2027-03-08T09:30:00'));
      expect(await reminderMails(t.app, b1!.email)).toHaveLength(2);
      expect(await reminderMails(t.app, b2!.email)).toHaveLength(2);
      expect(await reminderMails(t.app, c1!.email)).toHaveLength(2);
      expect(await smsOf()).toEqual({ b1: 1, b2: 0 });
      expect(await reminderSms(c2!.phoneNumber!)).toHaveLength(1);
      expect(await companySms()).toBe(before + 2);
      const [sms] = await reminderSms(b1!.phoneNumber!);
      expect(sms!.text).toMatch(/リファレンスチェック.*\/referee\?company=/);
      // Only once: a third reminder (「今すぐリマインド」) goes by mail alone.
      await remindNow(b.talentId);
      expect(await reminderMails(t.app, b1!.email)).toHaveLength(3);
      expect(await smsOf()).toEqual({ b1: 1, b2: 0 });
      expect(await companySms()).toBe(before + 2);
    } finally {
      await t.app.inject({ method: 'PUT', url, headers: { cookie: owner }, payload: { sms: false } });
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('send each reminder once', async () => {
    const secondDb = await openDatabase({ kind: 'postgres', url: t.database.connectionString! });
    const second = await buildApp({
      config: t.config,
      database: secondDb,
      ownsDatabase: true,
      logger: false,
    });
    await second.ready();
    try {
      const subjects = await Promise.all([invited(), invited(), withReferees()]);
      await t.database.db.delete(reminders).where(
        inArray(
          reminders.talentId,
          subjects.map((s) => s.talentId),
        ),
      );
      for (const at of ['2027-03-03T10:30:00', '2027-03-08T10:30:00']) {
        await Promise.all([clockAt(t.app, tokyo(at)), clockAt(second, tokyo(at)), clockAt(t.app, tokyo(at))]);
      }
      const emails = [subjects[0].email, subjects[1].email, ...subjects[2].refs.map((r) => r.email)];
      for (const email of emails) expect(await reminderMails(t.app, email)).toHaveLength(2);
    } finally {
      await second.close();
    }
  });
});
