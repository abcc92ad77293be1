import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { companies } from './companies.ts';
import { talents } from './talents.ts';

/**
 * One row per planned reminder: subject (the candidate, or one referee) × cadence step. The unique index makes
 * planning idempotent and each reminder exists once; the periodic job claims due rows with
 * `FOR UPDATE SKIP LOCKED` and records the mail in the same transaction, so each is sent once across instances.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    /** The referee's id, or null for the candidate's own reminders. */
    refereeId: uuid('referee_id'),
    /** The candidate's or the referee's id (unique key with the step). */
    subjectId: uuid('subject_id').notNull(),
    kind: text('kind', { enum: ['talent', 'referee'] }).notNull(),
    step: smallint('step').notNull(),
    /** pending → sent, or skipped (past, after the deadline, same day) / stopped (a stop condition). */
    status: text('status', { enum: ['pending', 'sent', 'skipped', 'stopped'] }).notNull(),
    dueAt: ts('due_at'),
    sentAt: ts('sent_at'),
    /** Why it was stopped (domain ReminderStopReason). */
    reason: text('reason'),
    messageId: uuid('message_id'),
    smsMessageId: uuid('sms_message_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_subject_step_idx').on(t.subjectId, t.step),
    index('reminders_due_idx').on(t.dueAt).where(sql`status = 'pending'`),
    index('reminders_talent_idx').on(t.talentId),
  ],
);
