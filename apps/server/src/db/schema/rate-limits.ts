import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit windows shared by every instance on one PostgreSQL database (plugins/rate-limit-store.ts): one row
 * per route × client key, counted by one upsert. Created UNLOGGED (the migration): counters need no crash safety.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
