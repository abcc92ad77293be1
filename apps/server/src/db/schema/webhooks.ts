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
import { companyRef } from './refs.ts';

/** An endpoint the main account registered: its URL, the events it wants, its signing secret(s). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidId(),
    companyId: companyRef(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types it is subscribed to (webhook.test is always delivered when asked for). */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled by the product: 'gone' (410) or 'failing' (3 days of failures); null when by hand. */
    disabledReason: text('disabled_reason'),
    /**
     * `whsec_<base64>`, needed in clear to sign (like every Standard Webhooks sender): stored sealed
     * (platform/secrets, ENCRYPTION_KEYS: `v1:<key id>:…`; a plain legacy value is sealed at start-up).
     */
    secret: text('secret').notNull(),
    /** The secret before the last rotation (sealed too), still signing until `previous_secret_expires_at`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: ts('previous_secret_expires_at'),
    /** The first failure of the current run of failures (cleared by a success). */
    failingSince: ts('failing_since'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/** One fact, once: unique per company, type and subject (the `webhook-id` of every delivery of it). */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: uuidId(),
    companyId: companyRef(),
    type: text('type').notNull(),
    /** The id of what the fact is about (null for test events, which are never deduplicated). */
    subjectId: text('subject_id'),
    /** The body sent, `{ type, timestamp, data }`: ids and states only. */
    payload: jsonb('payload').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_messages_fact_idx').on(t.companyId, t.type, t.subjectId),
    // The retention job's scan of old events (90 days, modules/retention).
    index('webhook_messages_created_idx').on(t.createdAt),
  ],
);

/** A message to one endpoint: pending → sending → succeeded | failed, retried on a schedule. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidId(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    status: text('status', { enum: ['pending', 'sending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (pending) and whether its job was queued. */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    queuedAt: ts('queued_at'),
    /** The last attempt: HTTP status (0: no answer or refused), a short error, when. */
    responseStatus: smallint('response_status'),
    error: text('error'),
    lastAttemptAt: ts('last_attempt_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_endpoint_idx').on(t.messageId, t.endpointId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
