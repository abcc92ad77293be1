import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';
import { companyRef } from './refs.ts';

/** Site announcements the operator publishes on every company dashboard (spec: one list, newest first). */
export const announcements = pgTable(
  'announcements',
  {
    id: uuidId(),
    category: text('category', { enum: ['new', 'press-release', 'info'] }).notNull(),
    title: text('title').notNull(),
    /** The announcement's date (a calendar day, shown as written). */
    date: text('date').notNull(),
    href: text('href'),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_date_idx').on(t.date, t.createdAt)],
);

/** The operator's settings (one row, id 1): payment shop ID and the operations notification address. */
export const adminConfig = pgTable(
  'admin_config',
  {
    id: smallint('id').primaryKey().default(1),
    shopId: text('shop_id').notNull().default(''),
    mail: text('mail'),
    /** The support contact shown to everyone (privacy policy, footers, mails, error pages); null: the config's. */
    supportPhone: text('support_phone'),
    supportMail: text('support_mail'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('admin_config_single_row', sql`${t.id} = 1`)],
);

/** RISK EYES usage of a month per user ID (tax excluded); a re-upload replaces the month. */
export const riskBillingRecords = pgTable(
  'risk_billing_records',
  {
    id: uuidId(),
    yyyymm: text('yyyymm').notNull(),
    userId: text('user_id').notNull(),
    amount: integer('amount').notNull(),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('risk_billing_records_month_user_idx').on(t.yyyymm, t.userId)],
);

/** Every change an operator makes to a client company: who, when, what, before → after. */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: uuidId(),
    companyId: companyRef(),
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email').notNull(),
    field: text('field').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('admin_changes_company_at_idx').on(t.companyId, t.at)],
);
