import { bigint, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { companyRef } from './refs.ts';

/**
 * Every change of a company field that billing reads, with the instant it took effect (written by the database
 * triggers of migration 0018 on `companies` and `sub_accounts`, so no code path can change a billed field without
 * leaving its row). The export for month M reads each field's last value before the 1st of M + 1.
 * Fields: selected_plan, allowed_plan, sonar, risk_eyes_id, verified_at, banned_at, deleted_at, payment_method,
 * card_valid, sub_accounts (the count of enabled sub-accounts).
 */
export const companyStateHistory = pgTable(
  'company_state_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyRef(),
    field: text('field').notNull(),
    value: jsonb('value'),
    effectiveAt: ts('effective_at').notNull().defaultNow(),
  },
  (t) => [index('company_state_history_idx').on(t.companyId, t.field, t.effectiveAt)],
);

/**
 * One row per company notice that must go out once (trial ends in 3 / 1 days, card expires in 30 / 7 days, card
 * invalid): the unique key makes the periodic job's claim exactly-once across instances and restarts; the mail is
 * recorded in the outbox in the same transaction.
 */
export const companyNotices = pgTable(
  'company_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    /** e.g. `trial3`, `trial1`, `cardExpiry30:2701`, `cardInvalid:declined:<upload>` */
    key: text('key').notNull(),
    /** sent, or skipped (a later notice of the same series was due at the same time). */
    status: text('status', { enum: ['sent', 'skipped'] }).notNull(),
    messageId: uuid('message_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_notices_key_idx').on(t.companyId, t.key)],
);
