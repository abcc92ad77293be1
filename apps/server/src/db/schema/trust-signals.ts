import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';
import { companyRef, talentRef } from './refs.ts';
import { referees } from './talents.ts';

/**
 * A company's review of one trust signal of one check (issue 22): who looked at it, when, and their note. One row per
 * candidate and signal code; reviewing again replaces it. The signals themselves are computed, never stored.
 */
export const riskSignalReviews = pgTable(
  'risk_signal_reviews',
  {
    id: uuidId(),
    companyId: companyRef(),
    talentId: talentRef(),
    code: text('code').notNull(),
    note: text('note').notNull(),
    reviewedBy: text('reviewed_by').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    reviewedAt: ts('reviewed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('risk_signal_reviews_talent_code_idx').on(t.talentId, t.code)],
);

/**
 * The browsers a check's candidate and referees opened their links in (issue 22, `sharedDevice`): a hash of the
 * random device id their browser keeps in a long-lived httpOnly cookie. `party` is the referee's id, or 'candidate'.
 */
export const linkDevices = pgTable(
  'link_devices',
  {
    id: uuidId(),
    companyId: companyRef(),
    talentId: talentRef(),
    party: text('party').notNull(),
    deviceHash: text('device_hash').notNull(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('link_devices_talent_party_device_idx').on(t.talentId, t.party, t.deviceHash)],
);

/**
 * MinHash fingerprints of a referee's free-text answers (issue 22, `similarText` across checks), written when the
 * referee completes. Deleted with the check (cascade), like its answers.
 */
export const answerFingerprints = pgTable(
  'answer_fingerprints',
  {
    id: uuidId(),
    companyId: companyRef(),
    talentId: talentRef(),
    refereeId: uuid('referee_id')
      .notNull()
      .references(() => referees.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    /** 64 signed integers (packages/domain similarity.ts). */
    signature: integer('signature').array().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('answer_fingerprints_talent_idx').on(t.talentId)],
);

/**
 * The LSH band keys of each fingerprint, one row per band, keyed by company and band: the company's answers sharing a
 * band with a check's are found by B-tree lookups (an array column with a GIN index left the planner guessing).
 */
export const answerFingerprintBands = pgTable(
  'answer_fingerprint_bands',
  {
    companyId: uuid('company_id').notNull(),
    band: integer('band').notNull(),
    fingerprintId: uuid('fingerprint_id')
      .notNull()
      .references(() => answerFingerprints.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.band, t.fingerprintId] }),
    index('answer_fingerprint_bands_fingerprint_idx').on(t.fingerprintId),
  ],
);
