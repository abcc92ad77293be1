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
import { ts, uuidId } from './columns.ts';
import { companies } from './companies.ts';
import { companyRef, talentRef } from './refs.ts';
import { talents } from './talents.ts';

/**
 * One row per risk-check fetch (a newspaper and a web search at the provider), kept when the candidate is purged:
 * what the operator reconciles the provider's monthly usage CSV against (by company, user ID and YYYYMM).
 */
export const riskCheckSearches = pgTable(
  'risk_check_searches',
  {
    id: uuidId(),
    companyId: companyRef(),
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

/**
 * A company's own sonar connection, set by the operator next to the sonar flag: what is null here comes from the
 * global settings (environment). The subscription keys are stored sealed (platform/secrets, ENCRYPTION_KEYS:
 * `v1:<key id>:…`; a plain legacy value is sealed at start-up); they never leave the server.
 */
export const companySonarSettings = pgTable('company_sonar_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  baseUrl: text('base_url'),
  primaryKey: text('primary_key'),
  secondaryKey: text('secondary_key'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Which subscription key last worked for a set of credentials (a SHA-256 of base URL and both keys, so new keys
 * start again from the primary): the next push starts with it instead of meeting the 401 again.
 */
export const sonarKeyMemory = pgTable('sonar_key_memory', {
  credentials: text('credentials').primaryKey(),
  slot: text('slot', { enum: ['primary', 'secondary'] }).notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * The shared request budget per sonar endpoint: one row per endpoint (locked while a slot is taken, so instances
 * take slots one at a time) and one row per request sent in the last minute (a sliding window).
 */
export const sonarRateEndpoints = pgTable('sonar_rate_endpoints', {
  endpoint: text('endpoint').primaryKey(),
});

export const sonarRateSlots = pgTable(
  'sonar_rate_slots',
  {
    id: uuidId(),
    endpoint: text('endpoint')
      .notNull()
      .references(() => sonarRateEndpoints.endpoint, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
  },
  (t) => [index('sonar_rate_slots_endpoint_at_idx').on(t.endpoint, t.at)],
);

/** One push of a candidate's result; delivered by a durable job, at most once successfully. */
export const atsDeliveries = pgTable(
  'ats_deliveries',
  {
    id: uuidId(),
    companyId: companyRef(),
    talentId: talentRef(),
    /** The sonar base URL it goes to; null: the sandbox sonar embedded in the product. */
    endpointUrl: text('endpoint_url'),
    trigger: text('trigger', { enum: ['reportCompleted', 'button'] })
      .notNull()
      .default('button'),
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
    id: uuidId(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => atsDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    httpStatus: smallint('http_status').notNull(),
    outcome: text('outcome', { enum: ['delivered', 'retry', 'failed'] }).notNull(),
    keySlot: text('key_slot', { enum: ['primary', 'secondary'] }),
    /** The `detail` of the error answer, or why there was no answer. */
    error: text('error'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ats_delivery_attempts_delivery_attempt_idx').on(t.deliveryId, t.attempt)],
);

/** What the sandbox sonar got (development): the raw body, which key it carried and whether that key was right. */
export const atsReceipts = pgTable('ats_receipts', {
  id: uuidId(),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  deliveryId: text('delivery_id'),
  keySlot: text('key_slot', { enum: ['primary', 'secondary'] }),
  verified: boolean('verified').notNull(),
  body: text('body').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
