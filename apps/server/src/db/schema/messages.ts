import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';

/** The outbox: every mail and SMS the product sends, with its delivery state. */
export const messages = pgTable(
  'messages',
  {
    id: uuidId(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template'),
    language: text('language'),
    /**
     * queued → sent (left through SMTP or the SMS API), failed (after MAX_ATTEMPTS), or recorded: kept in the
     * embedded outbox only because no transport is configured — never reported as sent to a real address.
     */
    status: text('status', { enum: ['queued', 'sent', 'recorded', 'failed'] })
      .notNull()
      .default('queued'),
    /** How it left: 'smtp', 'sms-api', or 'outbox' when no transport is configured (recorded only). */
    transport: text('transport'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    companyId: uuid('company_id'),
    /** The id of the request that queued it (its logs, traces and job logs carry the same id). */
    requestId: text('request_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('messages_to_idx').on(t.to), index('messages_created_at_idx').on(t.createdAt)],
);
