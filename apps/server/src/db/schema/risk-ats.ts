/** The risk check's per-search usage record and the ATS (sonar) push: settings, deliveries, attempts, receipts. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { companies } from './companies.ts';
import { talents } from './talents.ts';

/**
 * One row per risk-check fetch (a newspaper and a web search at the provider), kept when the candidate is purged:
 * what the operator reconciles the provider's monthly usage CSV against (by company, user ID and YYYYMM).
 */
export const riskCheckSearches = pgTable(
  'risk_check_searches',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    talentId: uuid('talent_id').references(() => talents.id, { onDelete: 'set null' }),
    /** The company's RISK EYES user ID at the time of the search (the provider bills it). */
    riskEyesId: text('risk_eyes_id').notNull(),
    provider: text('provider', { enum: ['riskeyes', 'sandbox'] }).notNull(),
    /** YYYYMM in Japan time. */
    month: text('month').notNull(),
    searches: smallint('searches').notNull(),
    paperCount: integer('paper_count').notNull(),
    webCount: integer('web_count').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('risk_check_searches_company_month_idx').on(t.companyId, t.month)],
);

/** The company's ATS endpoint (blank: the receiver embedded in the product) and its signing secret. */
export const companyAtsSettings = pgTable('company_ats_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  endpointUrl: text('endpoint_url'),
  secret: text('secret'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One push of a candidate's result; delivered by a durable job, at most once successfully. */
export const atsDeliveries = pgTable(
  'ats_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    /** Null: the embedded receiver. */
    endpointUrl: text('endpoint_url'),
    status: text('status', { enum: ['queued', 'delivered', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('ats_deliveries_talent_idx').on(t.talentId, t.createdAt)],
);

/** Every attempt of a delivery and what the endpoint answered (0: no answer). */
export const atsDeliveryAttempts = pgTable(
  'ats_delivery_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => atsDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    httpStatus: smallint('http_status').notNull(),
    outcome: text('outcome', { enum: ['delivered', 'retry', 'failed'] }).notNull(),
    error: text('error'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ats_delivery_attempts_delivery_attempt_idx').on(t.deliveryId, t.attempt)],
);

/** What the embedded receiver got (development): the raw body, its Signature header and whether it verified. */
export const atsReceipts = pgTable('ats_receipts', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  deliveryId: text('delivery_id'),
  signature: text('signature'),
  verified: boolean('verified').notNull(),
  body: text('body').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
