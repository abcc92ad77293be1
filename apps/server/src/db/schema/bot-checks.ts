import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Solved bot-check challenges already used (single use across instances); kept until they expire. */
export const botCheckUses = pgTable('bot_check_uses', {
  /** The challenge's hash (hex), unique per challenge. */
  challenge: text('challenge').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
