import { index, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';
import { companyRef } from './refs.ts';

/**
 * A person proving who they are for a privacy request (modules/privacy-requests): first a 6-digit code sent to
 * their e-mail or phone (only its SHA-256 kept, 10 minutes, 5 wrong tries), then, once verified, a short-lived
 * session. The browser holds a random token (httpOnly cookie) whose SHA-256 is `tokenHash`; it is replaced on
 * verification. A row exists whether or not we hold data about the contact (the start never tells). Expired rows
 * are deleted on the next start.
 */
export const privacySessions = pgTable(
  'privacy_sessions',
  {
    id: uuidId(),
    tokenHash: text('token_hash').notNull(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    /** The e-mail address (lower case) or E.164 phone number the code went to. */
    contact: text('contact').notNull(),
    /** HMAC of the contact (the per-contact send limit; the same value as the requests' `contactHash`). */
    contactHash: text('contact_hash').notNull(),
    language: text('language', { enum: ['jp', 'en', 'cn'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    verifiedAt: ts('verified_at'),
    /** The code's expiry until verified, then the session's. */
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('privacy_sessions_token_idx').on(t.tokenHash),
    index('privacy_sessions_contact_idx').on(t.contactHash, t.createdAt),
  ],
);

/** What an erasure request concerns at its company: the candidates and referees with the person's contact. */
export interface PrivacySubjects {
  talentIds: string[];
  refereeIds: string[];
}

/**
 * An erasure request, one per (person, company): the company is the controller and answers it within 14 days,
 * else it is escalated to the operator. Once answered, the contact, message and subjects are blanked: the row is
 * the tombstone (id, company, dates, outcome, reason, the contact's HMAC).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuidId(),
    companyId: companyRef(),
    kind: text('kind', { enum: ['erasure'] })
      .notNull()
      .default('erasure'),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    contactHash: text('contact_hash').notNull(),
    /** Where the outcome goes; null once it was sent. */
    contact: text('contact'),
    language: text('language', { enum: ['jp', 'en', 'cn'] }).notNull(),
    message: text('message'),
    subjects: jsonb('subjects').$type<PrivacySubjects>(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    dueAt: ts('due_at').notNull(),
    escalatedAt: ts('escalated_at'),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by'),
    declineReason: text('decline_reason', {
      enum: ['legalRetention', 'identityUnconfirmed', 'noData', 'other'],
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('privacy_requests_company_idx').on(t.companyId, t.createdAt),
    index('privacy_requests_due_idx').on(t.status, t.dueAt),
  ],
);
