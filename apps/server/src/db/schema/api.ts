import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';
import { companyRef } from './refs.ts';

/**
 * A company's API keys (issue 25): only the SHA-256 of the random key is stored; `prefix` is the part shown in
 * /config to tell keys apart. Revoked keys stay listed (revokedAt) and answer 401.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidId(),
    companyId: companyRef(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The main account that created it (better-auth user id; kept as text when the user goes). */
    createdByUserId: text('created_by_user_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Written at most once a minute. */
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_company_idx').on(t.companyId)],
);

/**
 * `Idempotency-Key` of the public API: the first request of a key claims the row (no status yet: in flight), its
 * answer is stored with it and replayed for 24 hours to the same key and body.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    id: uuidId(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the method, route and body: a different request under the same key is a 409. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_idempotency_key_idx').on(t.apiKeyId, t.idempotencyKey)],
);
