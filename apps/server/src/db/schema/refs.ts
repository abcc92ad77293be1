/** The owner columns the company's tables share: deleted with their company, or with their check. */
import { uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { talents } from './talents.ts';

/** `company_id`, required, deleted with the company. */
export const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** `talent_id`, required, deleted with the candidate (the check). */
export const talentRef = () =>
  uuid('talent_id')
    .notNull()
    .references(() => talents.id, { onDelete: 'cascade' });
