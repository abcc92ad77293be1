/**
 * Delivery failures on the operator console (issue 18): a mail a real SMTP server refused through every attempt
 * is listed (7 days, with the error) and counted, the retry button sends it again; an SMS is recorded only in the
 * embedded outbox when no SMS API is configured, never marked sent. Operators only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema/index.ts';
import { MAX_ATTEMPTS } from '../src/platform/outbox/outbox.ts';
import { createTestApp, dbKind, eventually, signIn, type TestApp } from './helpers.ts';
import { startSmtp } from './support/smtp-server.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp({ reject: true });
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await signIn(t.app, 'admin');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp.close();
});

const messageById = async (id: string) =>
  (await t.database.db.select().from(messages).where(eq(messages.id, id)))[0]!;

/** A mail recorded and tried MAX_ATTEMPTS times against the refusing server (what the job's retries do). */
async function failedMail(to: string) {
  const id = await t.app.services.outbox.record({ channel: 'mail', to, subject: '件名', text: '本文' });
  for (let i = 0; i < MAX_ATTEMPTS; i++) await t.app.services.outbox.deliver(id).catch(() => undefined);
  return id;
}

describe(`delivery failures on the operator console (${dbKind})`, () => {
  it('lists a mail that failed after its retries with the error, counts it, and sends it again', async () => {
    const id = await failedMail('nobody@refused.example');
    expect((await messageById(id)).status).toBe('failed');
    const old = await failedMail('old@refused.example');
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(messages.id, old));

    const list = await t.app.inject({ url: '/api/admin/deliveries/failed', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ days: 7, total: 1 });
    expect(body.items).toEqual([
      expect.objectContaining({ id, channel: 'mail', to: 'nobody@refused.example', attempts: MAX_ATTEMPTS }),
    ]);
    expect(body.items[0].error).toContain('mailbox unavailable');
    expect(body.items[0]).not.toHaveProperty('text');
    const counted = await t.app.inject({
      url: '/api/admin/deliveries/failed/count',
      headers: { cookie: admin },
    });
    expect(counted.json()).toEqual({ days: 7, total: 1 });

    smtp.state.reject = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${id}/retry`,
      headers: { cookie: admin },
    });
    expect(retried.statusCode).toBe(200);
    const sent = await eventually(async () => {
      const m = await messageById(id);
      return m.status === 'sent' ? m : undefined;
    });
    expect(sent.transport).toBe('smtp');
    // Nothing left to retry.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${id}/retry`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(404);
    const after = await t.app.inject({
      url: '/api/admin/deliveries/failed/count',
      headers: { cookie: admin },
    });
    expect(after.json().total).toBe(0);
  }, 60_000);

  it('marks an SMS kept only in the embedded outbox as recorded, never sent', async () => {
    const id = await t.app.services.outbox.send({ channel: 'sms', to: '+819000001111', text: 'テスト' });
    const recorded = await eventually(async () => {
      const m = await messageById(id);
      return m.status !== 'queued' ? m : undefined;
    });
    expect(recorded).toMatchObject({ status: 'recorded', transport: 'outbox' });
  });

  it('is for operators only', async () => {
    const owner = await signIn(t.app, 'owner');
    for (const [cookie, status] of [
      [owner, 403],
      ['', 401],
    ] as const) {
      for (const [method, url] of [
        ['GET', '/api/admin/deliveries/failed'],
        ['GET', '/api/admin/deliveries/failed/count'],
        ['POST', '/api/admin/deliveries/00000000-0000-4000-8000-000000000000/retry'],
      ] as const)
        expect((await t.app.inject({ method, url, headers: { cookie } })).statusCode, url).toBe(status);
    }
  });
});
