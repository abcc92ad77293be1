import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';

/** One row per consent given: who, to which text (its SHA-256 version, in the language shown), when, from where. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuidId(),
    /** candidate, referee or companyUser (the domain's CONSENT_SUBJECTS). */
    subjectKind: text('subject_kind', { enum: ['candidate', 'referee', 'companyUser'] }).notNull(),
    /** candidatePrivacy, refereePrivacy or companyTerms (the domain's CONSENT_KINDS). */
    consentKind: text('consent_kind', {
      enum: ['candidatePrivacy', 'refereePrivacy', 'companyTerms'],
    }).notNull(),
    companyId: uuid('company_id').notNull(),
    talentId: uuid('talent_id'),
    refereeId: uuid('referee_id'),
    userId: text('user_id'),
    /** SHA-256 (hex) of the text shown, computed by the server from its own copy. */
    textVersion: text('text_version').notNull(),
    language: text('language', { enum: ['jp', 'en', 'cn'] }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_talent_idx').on(t.talentId, t.at),
    index('consent_records_company_at_idx').on(t.companyId, t.at),
  ],
);

/** One row per report delivered to a company (its first view, PDF or API read); never two for one candidate. */
export const provisionRecords = pgTable(
  'provision_records',
  {
    id: uuidId(),
    /** The recipient and its name as it stood. */
    companyId: uuid('company_id').notNull(),
    companyName: text('company_name').notNull(),
    /** The person the data is about, as they stood. */
    talentId: uuid('talent_id').notNull(),
    candidateName: text('candidate_name').notNull(),
    candidateEmail: text('candidate_email').notNull(),
    /** The providers: the names of the referees whose answers the report held. */
    providers: jsonb('providers').$type<string[]>().notNull(),
    /** The item names provided (the domain's PROVISION_DATA_ITEMS), never their values. */
    dataItems: jsonb('data_items').$type<string[]>().notNull(),
    /** The candidate's consent the provision relied on (a consent_records id, no foreign key). */
    consentRecordId: uuid('consent_record_id'),
    /** How it was first delivered: report, pdf or api. */
    channel: text('channel', { enum: ['report', 'pdf', 'api'] }).notNull(),
    actorUserId: text('actor_user_id'),
    providedAt: ts('provided_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provision_records_talent_idx').on(t.talentId),
    index('provision_records_company_at_idx').on(t.companyId, t.providedAt),
    index('provision_records_at_idx').on(t.providedAt),
  ],
);
