import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

export type QuestionTexts = { jp: string; en: string; cn: string };

/**
 * A question set, stored once per company and content (immutable): the candidates and templates that ask the
 * same questions reference the same set. Changing a candidate's or a template's questions points it at another
 * set (copy on write), so a running check never changes.
 */
export const questionSets = pgTable(
  'question_sets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the set's items (see modules/questions/question-sets.ts). */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('question_sets_content_idx').on(t.companyId, t.contentHash)],
);

/** The questions of a set, in order. */
export const questionSetItems = pgTable(
  'question_set_items',
  {
    questionSetId: uuid('question_set_id')
      .notNull()
      .references(() => questionSets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    kind: text('kind', { enum: ['description', 'selection'] }).notNull(),
    category: text('category'),
    polarity: text('polarity', { enum: ['positive', 'negative'] }),
    texts: jsonb('texts').$type<QuestionTexts>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionSetId, t.position] }),
    uniqueIndex('question_set_items_key_idx').on(t.questionSetId, t.key),
  ],
);

/** A company's template question set: a name, a type (rank) and the question set candidates made from it get. */
export const templateQuestions = pgTable(
  'template_questions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    templateType: text('template_type', { enum: ['fulltime', 'rookie'] }).notNull(),
    questionSetId: uuid('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('template_questions_company_created_idx').on(t.companyId, t.createdAt)],
);
