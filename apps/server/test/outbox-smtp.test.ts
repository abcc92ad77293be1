import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema/index.ts';
import { createTestApp, eventually, type TestApp } from './helpers.ts';
import { startSmtp } from './support/smtp-server.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Refcheck <no-reply@refcheck.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const messageById = async (id: string) =>
  (await t.database.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe('mail through a real SMTP server', () => {
  it('delivers a queued mail and records it as sent', async () => {
    const id = await t.app.services.outbox.send({
      channel: 'mail',
      to: 'candidate@example.jp',
      subject: '推薦者のご登録のお願い',
      text: '山田様\n推薦者のご登録をお願いいたします。',
    });
    const mail = await eventually(async () =>
      smtp.received.find((m) => m.to.includes('candidate@example.jp')),
    );
    expect(mail.from).toBe('no-reply@refcheck.test');
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?/);
    const sent = await eventually(async () => {
      const m = await messageById(id);
      return m.status === 'sent' ? m : undefined;
    });
    expect(sent).toMatchObject({ transport: 'smtp', attempts: 1, error: null });
  });

  it('retries a failed delivery with backoff and keeps the error visible until it succeeds', async () => {
    smtp.state.reject = true;
    const id = await t.app.services.outbox.send({
      channel: 'mail',
      to: 'retry@example.jp',
      subject: 's',
      text: 't',
    });
    const failed = await eventually(async () => {
      const m = await messageById(id);
      return m.attempts >= 1 ? m : undefined;
    });
    expect(failed.status).toBe('queued');
    expect(failed.error).toContain('mailbox unavailable');
    const listed = await t.app.inject(`/api/dev/outbox?to=retry@example.jp`);
    expect(listed.json()[0].error).toContain('mailbox unavailable');

    smtp.state.reject = false;
    const sent = await eventually(async () => {
      const m = await messageById(id);
      return m.status === 'sent' ? m : undefined;
    }, 30_000);
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.error).toBeNull();
    expect(smtp.received.some((m) => m.to.includes('retry@example.jp'))).toBe(true);
  });
});
