import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';
import { companies } from './companies.ts';
import { companyRef } from './refs.ts';

/** A company's order of a plan change (LIGHT → STANDARD), decided by an operator. */
export const planOrders = pgTable(
  'plan_orders',
  {
    id: uuidId(),
    companyId: companyRef(),
    fromPlan: text('from_plan', { enum: ['LIGHT', 'STANDARD'] }).notNull(),
    toPlan: text('to_plan', { enum: ['LIGHT', 'STANDARD'] }).notNull(),
    orderedAt: ts('ordered_at').notNull().defaultNow(),
    orderedBy: text('ordered_by'),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [index('plan_orders_company_idx').on(t.companyId, t.orderedAt)],
);

/**
 * A withdrawal questionnaire (spec 3). Kept after the company is withdrawn: it drives the 3-month re-sign-up
 * lockout by email (the questionnaire's and the main account's).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuidId(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    companyName: text('company_name').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    /** The main account's sign-in email at the time (lower case). */
    accountEmail: text('account_email').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    descriptions: text('descriptions').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_email_idx').on(t.email),
    index('withdrawals_account_email_idx').on(t.accountEmail),
    uniqueIndex('withdrawals_company_idx').on(t.companyId),
  ],
);

/**
 * One card registration attempt at the payment provider. Never holds a card number: the browser tokenises it at
 * the provider; only the token's SHA-256 (one attempt per token), the masked number and the provider's
 * transaction ids are kept.
 */
export const cardRegistrations = pgTable(
  'card_registrations',
  {
    id: uuidId(),
    companyId: companyRef(),
    provider: text('provider').notNull(),
    tokenHash: text('token_hash').notNull(),
    orderId: text('order_id').notNull(),
    maskedCardNo: text('masked_card_no').notNull(),
    status: text('status', { enum: ['started', 'challenge', 'completing', 'succeeded', 'failed'] }).notNull(),
    accessId: text('access_id'),
    accessPass: text('access_pass'),
    redirectUrl: text('redirect_url'),
    errorCode: text('error_code'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('card_registrations_token_idx').on(t.tokenHash),
    uniqueIndex('card_registrations_order_idx').on(t.orderId),
    index('card_registrations_access_idx').on(t.accessId),
  ],
);
