import type { Language } from '@refcheck/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';
import { currentRequestId } from '../../lib/observability/request-context.ts';
import type { Jobs } from '../jobs/index.ts';
import type { ContactDefaults, MailName } from '../mail/index.ts';
import { type PhoneCodeData, phoneCodeSms, prepareMail, type TemplateMail } from '../mail/index.ts';
import type { Transport } from './transports.ts';

export const SEND_QUEUE = 'send-message';
export const MAX_ATTEMPTS = 6;

export interface NewMessage {
  channel: 'mail' | 'sms';
  to: string;
  subject?: string;
  text: string;
  html?: string | null;
  template?: string;
  language?: string;
  companyId?: string | null;
}

export type MessageRow = typeof messages.$inferSelect;

/**
 * Every mail and SMS goes through here: recorded in the messages table, then delivered by a durable job
 * with retries and backoff. The job is idempotent (a sent message is never sent twice), so queueing it again
 * after a crash is safe.
 */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly jobs: Jobs,
    private readonly transport: Transport,
    private readonly log: FastifyBaseLogger,
    private readonly retryDelaySeconds: number,
    /** The support contact printed in every mail's footer until the operator sets one (admin settings). */
    private readonly supportDefaults: ContactDefaults = {
      phone: '03-6555-0120',
      mail: 'support@refcheck.jp',
    },
  ) {}

  /** Sends a template mail of modules/mail (branded layout, HTML + text) in the recipient's language. */
  async sendMail<N extends MailName>(name: N, mail: TemplateMail<N>): Promise<string> {
    return this.send(await prepareMail(this.db, this.supportDefaults, name, mail));
  }

  async start(pollingIntervalSeconds: number) {
    await this.jobs.createQueue(SEND_QUEUE);
    await this.jobs.work<{ messageId: string }>(SEND_QUEUE, { pollingIntervalSeconds }, async ([job]) => {
      if (job) await this.deliver(job.data.messageId);
    });
    // Messages recorded before a crash whose job was never queued.
    const pending = await this.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.status, 'queued'), eq(messages.attempts, 0)));
    for (const { id } of pending) await this.queue(id);
  }

  /** Records a message and queues its delivery. Returns the message id. */
  /**
   * The one sender of phone codes: the SMS text is the phone-code template (platform/mail/templates/phone-code.ts)
   * in the recipient's language; `template` names the flow in the outbox (login-code, phone-code, …).
   */
  sendPhoneCode(
    m: PhoneCodeData & { to: string; language: Language; template: string; companyId?: string | null },
  ) {
    return this.send({
      channel: 'sms',
      to: m.to,
      text: phoneCodeSms[m.language](m),
      template: m.template,
      language: m.language,
      companyId: m.companyId ?? null,
    });
  }

  async send(message: NewMessage): Promise<string> {
    const id = await this.record(message);
    await this.queue(id);
    return id;
  }

  /**
   * Renders a template mail into a message to record (for callers recording it inside their transaction: they pass
   * that transaction, since PGlite runs one at a time and a read through the pool would wait for it forever).
   */
  prepareMail<N extends MailName>(name: N, mail: TemplateMail<N>, db: Pick<Db, 'select'> = this.db) {
    return prepareMail(db, this.supportDefaults, name, mail);
  }

  /**
   * Records a message without queueing it, in the caller's transaction when given; the caller queues it after
   * its commit with `queue` (one left unqueued by a crash is queued at the next start).
   */
  async record(message: NewMessage, db: Pick<Db, 'insert'> = this.db): Promise<string> {
    const [row] = await db
      .insert(messages)
      .values({
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html ?? null,
        template: message.template ?? null,
        language: message.language ?? null,
        companyId: message.companyId ?? null,
        requestId: currentRequestId() ?? null,
      })
      .returning({ id: messages.id });
    return row!.id;
  }

  queue(messageId: string) {
    return this.jobs.send(
      SEND_QUEUE,
      { messageId },
      {
        retryLimit: MAX_ATTEMPTS - 1,
        retryDelay: this.retryDelaySeconds,
        retryBackoff: true,
        singletonKey: messageId,
      },
    );
  }

  async deliver(messageId: string) {
    const [message] = await this.db.select().from(messages).where(eq(messages.id, messageId));
    if (!message || message.status === 'sent' || message.status === 'recorded') return;
    try {
      const transport = await this.transport(message);
      await this.db
        .update(messages)
        .set({
          // Only kept in the embedded outbox (no SMTP / SMS API configured): recorded, not sent.
          status: transport === 'outbox' ? 'recorded' : 'sent',
          transport,
          error: null,
          attempts: message.attempts + 1,
          sentAt: new Date(),
        })
        .where(eq(messages.id, messageId));
      this.log.info(
        {
          messageId,
          channel: message.channel,
          template: message.template,
          transport,
          reqId: message.requestId ?? undefined,
        },
        'message sent',
      );
    } catch (err) {
      const attempts = message.attempts + 1;
      const error = err instanceof Error ? err.message : String(err);
      this.log.warn(
        { messageId, attempts, error, reqId: message.requestId ?? undefined },
        'message delivery failed',
      );
      await this.db
        .update(messages)
        .set({ status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued', error, attempts })
        .where(eq(messages.id, messageId));
      throw err; // pg-boss retries with backoff
    }
  }

  list(filter: { to?: string; limit?: number } = {}): Promise<MessageRow[]> {
    const query = this.db.select().from(messages);
    const filtered = filter.to ? query.where(eq(messages.to, filter.to)) : query;
    return filtered.orderBy(desc(messages.createdAt)).limit(filter.limit ?? 200);
  }

  /**
   * Sends a message that ended `failed` again (the operator's retry button): back to queued with a fresh set of
   * attempts. False when it is not failed (already retried, sent, or unknown).
   */
  async retry(messageId: string): Promise<boolean> {
    const [row] = await this.db
      .update(messages)
      .set({ status: 'queued', attempts: 0, error: null })
      .where(and(eq(messages.id, messageId), eq(messages.status, 'failed')))
      .returning({ id: messages.id });
    if (!row) return false;
    await this.queue(row.id);
    return true;
  }

  byIds(ids: string[]) {
    return this.db.select().from(messages).where(inArray(messages.id, ids));
  }
}
