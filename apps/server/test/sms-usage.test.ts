/**
 * SMS usage on the operator's billing page (issue 36): per client company and Tokyo month, the SMS the company
 * caused with its SMS switch (referee SMS reminders, decline notices) from the outbox; sign-in and phone codes,
 * failed SMS, mails and other months are not counted. Operators only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: string;
let owner: string;
let acme: string;
let light: string;

const tokyo = (s: string) => new Date(`${s}+09:00`);

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([signIn(t.app, 'admin'), signIn(t.app, 'owner')]);
  acme = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
  light = (await findUserByEmail(t.database.db, 'owner@light.test'))!.companyId!;
  type Row = typeof messages.$inferInsert;
  const sms = (companyId: string | null, template: string, at: string, extra: Partial<Row> = {}): Row => ({
    channel: 'sms',
    to: '09011112222',
    text: 'x',
    template,
    companyId,
    status: 'recorded',
    createdAt: tokyo(at),
    ...extra,
  });
  await t.database.db.insert(messages).values([
    // Acme, March 2026 (Tokyo): 3 reminders (one at 00:00 on the 1st), 1 decline notice.
    sms(acme, 'refereeReminderSms', '2026-03-01T00:00:00'),
    sms(acme, 'refereeReminderSms', '2026-03-15T19:00:00'),
    sms(acme, 'refereeReminderSms', '2026-03-31T23:59:59', { status: 'sent' }),
    sms(acme, 'refereeDeclinedSms', '2026-03-10T12:00:00', { status: 'queued' }),
    // Not counted: failed, codes, a mail, the months around it.
    sms(acme, 'refereeReminderSms', '2026-03-16T19:00:00', { status: 'failed' }),
    sms(acme, 'refereePhoneCode', '2026-03-16T19:00:00'),
    sms(null, 'login-code', '2026-03-16T19:00:00'),
    sms(acme, 'refereeReminderSms', '2026-03-12T12:00:00', { channel: 'mail' }),
    sms(acme, 'refereeReminderSms', '2026-02-28T23:59:59'),
    sms(acme, 'refereeReminderSms', '2026-04-01T00:00:00'),
    // Another company: its own line.
    sms(light, 'refereeDeclinedSms', '2026-03-20T12:00:00'),
  ]);
});
afterAll(() => t.close());

describe('GET /api/admin/billing/sms-usage', () => {
  it('counts each company’s reminder and decline SMS of the Tokyo month, nothing else', async () => {
    const res = await t.app.inject({
      url: '/api/admin/billing/sms-usage?month=202603',
      headers: { cookie: admin },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.month).toBe('202603');
    expect(body.companies).toEqual([
      { companyId: acme, name: expect.any(String), reminders: 3, declineNotices: 1, total: 4 },
      { companyId: light, name: expect.any(String), reminders: 0, declineNotices: 1, total: 1 },
    ]);
    expect(body.total).toBe(5);
    const april = await t.app.inject({
      url: '/api/admin/billing/sms-usage?month=202604',
      headers: { cookie: admin },
    });
    expect(april.json().companies).toEqual([
      { companyId: acme, name: expect.any(String), reminders: 1, declineNotices: 0, total: 1 },
    ]);
    const empty = await t.app.inject({
      url: '/api/admin/billing/sms-usage?month=202501',
      headers: { cookie: admin },
    });
    expect(empty.json()).toEqual({ month: '202501', companies: [], total: 0 });
  });

  it('refuses a client user (403), no session (401) and a bad month (400)', async () => {
    const url = '/api/admin/billing/sms-usage?month=202603';
    expect((await t.app.inject({ url, headers: { cookie: owner } })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const bad = await t.app.inject({
      url: '/api/admin/billing/sms-usage?month=202613',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });
});
