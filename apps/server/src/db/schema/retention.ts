import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { companyRef } from './refs.ts';
import { talents } from './talents.ts';

/**
 * The company was told that this check, never completed, will be purged (issue 38 item 5; the rule in
 * packages/domain/src/privacy/unfinished-checks.ts): one row per check, rewritten when a new notice is due (the
 * deadline moved later). The retention job purges a check only after a notice that counts for its deadline.
 */
export const unfinishedCheckNotices = pgTable('unfinished_check_notices', {
  talentId: uuid('talent_id')
    .primaryKey()
    .references(() => talents.id, { onDelete: 'cascade' }),
  companyId: companyRef(),
  noticedAt: ts('noticed_at').notNull(),
  /** The mail to the main account in the outbox (null: the company has withdrawn, nobody to tell). */
  messageId: uuid('message_id'),
});
