import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { ts, uuidId } from './columns.ts';

/**
 * The one-time set-password links of operators made by `npm run operator:create` (issue 18): only the SHA-256 of
 * the random token is stored; valid 24 h, spent on first use.
 */
export const operatorInvitations = pgTable(
  'operator_invitations',
  {
    id: uuidId(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('operator_invitations_user_idx').on(t.userId)],
);
