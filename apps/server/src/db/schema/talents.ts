import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { companies } from './companies.ts';
import { questionSets } from './questions.ts';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export type LocalizedText = { jp: string; en: string; cn: string };
/**
 * The regain-trust request and the candidate's explanations (spec: excusesToRegainTrust). `text` is the question
 * (in the candidate's language) and each answer's `text` the referee's answer, snapshotted when the company sent
 * the request; `questionKey` and `refereeId` let the report put each explanation next to the answer it explains.
 * `revision` is the client edit order of the last saved draft (an older draft never overwrites a newer one).
 */
export interface Excuses {
  fromReferees: {
    questionKey?: string;
    text: string;
    answers: { refereeId?: string; text: string; excuse: string }[];
  }[];
  fromCompany: { text: string; excuse: string } | null;
  revision?: number;
}

/** A candidate. Its status only moves through the domain's `nextTalentStatus`. */
export const talents = pgTable(
  'talents',
  {
    id: id(),
    companyId: companyId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull().default('+81'),
    phoneNumber: text('phone_number').notNull(),
    language: text('language', { enum: ['jp', 'en', 'cn'] })
      .notNull()
      .default('jp'),
    currentCompany: text('current_company').notNull().default('未入力'),
    jobMajor: text('job_major').notNull().default('blank'),
    jobMinor: text('job_minor').notNull().default('blank'),
    siteWhereTalentApplied: text('site_where_talent_applied').notNull().default('blank'),
    recruitmentOfficer: text('recruitment_officer').notNull().default(''),
    deadline: ts('deadline').notNull(),
    rank: text('rank', { enum: ['fulltime', 'rookie'] })
      .notNull()
      .default('fulltime'),
    selectionQuestion: boolean('selection_question').notNull().default(true),
    /** The candidate's questions: a shared, immutable set (modules/questions/talent-questions.ts reads it). */
    questionSetId: uuid('question_set_id')
      .notNull()
      .references(() => questionSets.id),
    status: text('status', {
      enum: [
        'talentRegistered',
        'mailSend',
        'agreeToPrivacyPolicy',
        'refereesRegistered',
        'refereesAnswered',
      ],
    })
      .notNull()
      .default('talentRegistered'),
    /** The scheduled invitation: its time and state (scheduled / sendComplete / delete). */
    sendRemindAt: ts('send_remind_at'),
    sendRemindState: text('send_remind_state', { enum: ['scheduled', 'sendComplete', 'delete'] }),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    /**
     * Set by database triggers on every change of the row or of its referees (migration api_v1): the public API's
     * `updatedSince`.
     */
    updatedAt: ts('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    isAgreeToPrivacyPolicy: boolean('is_agree_to_privacy_policy').notNull().default(false),
    consentedAt: ts('consented_at'),
    isUnsubscribeRemind: boolean('is_unsubscribe_remind').notNull().default(false),
    /** The company switched reminders off for this candidate and its referees (modules/reminders). */
    remindersOff: boolean('reminders_off').notNull().default(false),
    /** When the invitation was first sent: the reminder cadence counts from here. */
    invitedAt: ts('invited_at'),
    completedAt: ts('completed_at'),
    compoundId: text('compound_id'),
    declineDescription: text('decline_description'),
    declinedAt: ts('declined_at'),
    excuseDeadline: ts('excuse_deadline'),
    excuseCreatedAt: ts('excuse_created_at'),
    excuseCompletedAt: ts('excuse_completed_at'),
    excuses: jsonb('excuses').$type<Excuses>(),
    totalScore: real('total_score'),
    totalGrade: text('total_grade'),
    riskPaperCount: integer('risk_paper_count'),
    riskWebCount: integer('risk_web_count'),
    riskCheckedAt: ts('risk_checked_at'),
  },
  (t) => [
    // INCLUDE (id, deadline, recruitment_officer, deleted_at): migration 0041 (one company's funnel, index-only).
    index('talents_company_created_idx').on(t.companyId, t.createdAt),
    // The public API's `externalId` filter (not unique: an ATS may run a new check for the same applicant).
    index('talents_company_compound_idx').on(t.companyId, t.compoundId),
    // The funnel's cohort: a company's checks invited in a date range (issue 36).
    index('talents_company_invited_idx').on(t.companyId, t.invitedAt),
    // The retention of checks never completed (modules/retention): past their deadline, notice and purge.
    index('talents_unfinished_deadline_idx').on(t.deadline).where(sql`${t.completedAt} is null`),
  ],
);

/** The referees the company asks for: relationship × time working together × number of people. */
export const refereeBreakdowns = pgTable(
  'referee_breakdowns',
  {
    id: id(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    relationship: text('relationship').notNull(),
    otherRelationship: text('other_relationship').notNull().default(''),
    timeWorkingTogether: text('time_working_together').notNull(),
    otherTimeWorkingTogether: text('other_time_working_together').notNull().default(''),
    isRelationshipSelectedByCompany: boolean('is_relationship_selected_by_company').notNull().default(true),
    isTimeWorkingTogetherSelectedByCompany: boolean('is_time_working_together_selected_by_company')
      .notNull()
      .default(true),
    numberOfPeople: smallint('number_of_people').notNull(),
  },
  (t) => [
    uniqueIndex('referee_breakdowns_unique_idx').on(
      t.talentId,
      t.relationship,
      t.otherRelationship,
      t.timeWorkingTogether,
      t.otherTimeWorkingTogether,
    ),
  ],
);

export const referees = pgTable(
  'referees',
  {
    id: id(),
    companyId: companyId(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    indexNumber: smallint('index_number').notNull(),
    name: text('name').notNull(),
    belongsCompany: text('belongs_company').notNull(),
    belongsTitle: text('belongs_title').notNull().default(''),
    email: text('email').notNull(),
    /** E.164; unique per talent across the candidate and its referees (checked in the service). */
    phoneNumber: text('phone_number'),
    relationship: text('relationship').notNull(),
    otherRelationship: text('other_relationship').notNull().default(''),
    timeWorkingTogether: text('time_working_together').notNull(),
    otherTimeWorkingTogether: text('other_time_working_together').notNull().default(''),
    /** YYYY-MM */
    timeToBegin: text('time_to_begin').notNull(),
    workingTogether: boolean('working_together').notNull().default(false),
    timeToEnd: text('time_to_end'),
    jobMajor: text('job_major').notNull(),
    jobMinor: text('job_minor').notNull(),
    language: text('language', { enum: ['jp', 'en', 'cn'] })
      .notNull()
      .default('jp'),
    isRelationshipSelectedByCompany: boolean('is_relationship_selected_by_company').notNull().default(false),
    isTimeWorkingTogetherSelectedByCompany: boolean('is_time_working_together_selected_by_company')
      .notNull()
      .default(false),
    isAgreeToPrivacyPolicy: boolean('is_agree_to_privacy_policy').notNull().default(false),
    consentedAt: ts('consented_at'),
    sendAt: ts('send_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    isUnsubscribeRemind: boolean('is_unsubscribe_remind').notNull().default(false),
    phoneVerifiedAt: ts('phone_verified_at'),
    completedAt: ts('completed_at'),
    interestEmail: text('interest_email'),
    /**
     * The referee's answer to "is the relationship and period the candidate stated right?" (trust signal
     * `relationshipCorrected`): null until answered; answered as right leaves the confirmed columns null.
     */
    relationshipConfirmedAt: ts('relationship_confirmed_at'),
    /** The relationship the referee corrected to (an option value or 'other'). */
    confirmedRelationship: text('confirmed_relationship'),
    confirmedOtherRelationship: text('confirmed_other_relationship'),
    /** YYYY-MM */
    confirmedTimeToBegin: text('confirmed_time_to_begin'),
    /** YYYY-MM; null with a correction means still working together. */
    confirmedTimeToEnd: text('confirmed_time_to_end'),
    /** When the referee first opened their link (the funnel's "opened" step; issue 36). */
    openedAt: ts('opened_at'),
    /** When the one SMS reminder went to the referee (issue 36: after the second reminder mail, link not opened). */
    smsRemindedAt: ts('sms_reminded_at'),
    /**
     * The referee's IANA time zone, as their browser reported it when opening the link (issue 36): their reminders
     * go out in their evening there. Asia/Tokyo until then, or when the browser sent none or an invalid one.
     */
    timeZone: text('time_zone').notNull().default('Asia/Tokyo'),
    /** The referee declined to answer (issue 36): when, the reason (domain DECLINE_REASONS) and its free text. */
    declinedAt: ts('declined_at'),
    declineReason: text('decline_reason'),
    declineText: text('decline_text'),
    /** The candidate replaced this referee by another one in the same breakdown slot: its link no longer works. */
    replacedAt: ts('replaced_at'),
    /** The referee this one replaces (its slot and the replacement count follow the chain). */
    replacesRefereeId: uuid('replaces_referee_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('referees_talent_idx').on(t.talentId),
    // Trust signals: a referee's phone or e-mail used for another of the company's candidates.
    index('referees_company_phone_idx').on(t.companyId, t.phoneNumber),
    index('referees_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/** One row per referee and question: autosave is an upsert. */
export const answers = pgTable(
  'answers',
  {
    id: id(),
    refereeId: uuid('referee_id')
      .notNull()
      .references(() => referees.id, { onDelete: 'cascade' }),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    questionKey: text('question_key').notNull(),
    text: text('text'),
    /** Agreement level 1 (leftmost, disagree) to 5 (agree); the score comes from the domain's scoreAnswer. */
    level: smallint('level'),
    score: smallint('score'),
    /** The client's edit order of this answer (ms × 1000 + sequence): a save applies only if newer than this. */
    rev: bigint('rev', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    /** When the answer was first saved (the upsert never changes it): the first of a referee's is when they began. */
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('answers_referee_question_idx').on(t.refereeId, t.questionKey),
    // A check's answers (trust signals, the report, the disclosure): without it, a scan of every answer.
    index('answers_talent_idx').on(t.talentId),
  ],
);

/** Derived from answers by the domain's evaluateSelections; never edited by hand. */
export const evaluations = pgTable(
  'evaluations',
  {
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    score: real('score'),
    grade: text('grade').notNull(),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.category] })],
);

/** Identity / business-card images: the bytes live in storage, never in the database. */
export const files = pgTable('files', {
  id: id(),
  companyId: companyId(),
  talentId: uuid('talent_id')
    .notNull()
    .references(() => talents.id, { onDelete: 'cascade' }),
  refereeId: uuid('referee_id').references(() => referees.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['identification', 'businessCard'] }).notNull(),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Stored files whose rows are gone and whose bytes still have to be deleted from storage: written in the same
 * transaction that deletes the `files` rows, removed once storage confirmed the deletion, retried by a job until
 * then (attempts and the last error stay visible here). No foreign keys: the talent and company may be gone.
 */
export const fileDeletions = pgTable('file_deletions', {
  id: id(),
  storageKey: text('storage_key').notNull(),
  companyId: uuid('company_id'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  lastAttemptAt: ts('last_attempt_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Link tokens of candidates and referees: random (≥ 128 bits), only their SHA-256 stored, expiring.
 * purpose: talent (candidate flow), referee, regainTrust, unsubscribe.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: id(),
    companyId: companyId(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    refereeId: uuid('referee_id').references(() => referees.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['talent', 'referee', 'regainTrust', 'unsubscribe'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('link_tokens_hash_idx').on(t.tokenHash)],
);

/**
 * Append-only steps of a check (issue 36): one row per candidate or referee step (domain STEP_KINDS), written in
 * the step's own transaction; never updated. `refereeId` null: the candidate's own step. The funnel reads it.
 */
export const stepEvents = pgTable(
  'step_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    refereeId: uuid('referee_id').references(() => referees.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    index('step_events_talent_idx').on(t.talentId, t.step),
    index('step_events_company_at_idx').on(t.companyId, t.at),
  ],
);

/**
 * The step events rolled up per check (issue 36, speed): kept by the `step_events_rollup` trigger (migration
 * 0033) on every insert into and delete from step_events, whatever writes it (recordSteps, the autosave function's
 * first answer, the expiries, the back-fill). The funnel reads these instead of the events: one row per check and
 * one per check and referee relationship. Never written by the application.
 */
export const funnelChecks = pgTable(
  'funnel_checks',
  {
    talentId: uuid('talent_id')
      .primaryKey()
      .references(() => talents.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    /** The candidate's own first invitation and completion, and the newest step of the check's candidate. */
    invitedAt: ts('invited_at'),
    completedAt: ts('completed_at'),
    lastAt: ts('last_at'),
    /**
     * The check's referee counts, every relationship together (the sums of its funnel_counts rows, migration
     * 0038): the funnel without a relationship filter reads one row per check.
     */
    ...refereeStepCounts(),
  },
  // A company's funnel reads its own rows, not every company's (issue 39's scale bench).
  (t) => [index('funnel_checks_company_idx').on(t.companyId)],
);

/** Referees per step (distinct referees; every reminder) and the columns that hold them in both roll-ups. */
function refereeStepCounts() {
  return {
    invited: integer('invited').notNull().default(0),
    opened: integer('opened').notNull().default(0),
    consented: integer('consented').notNull().default(0),
    phoneVerified: integer('phone_verified').notNull().default(0),
    firstAnswer: integer('first_answer').notNull().default(0),
    completed: integer('completed').notNull().default(0),
    declined: integer('declined').notNull().default(0),
    replaced: integer('replaced').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    reminded: integer('reminded').notNull().default(0),
  };
}

/** Referees per step (distinct referees; every reminder) of one check and relationship, and their newest step. */
export const funnelCounts = pgTable(
  'funnel_counts',
  {
    talentId: uuid('talent_id')
      .notNull()
      .references(() => talents.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    /** The referee's relationship when the step was recorded ('' when unknown). */
    relationship: text('relationship').notNull(),
    ...refereeStepCounts(),
    lastAt: ts('last_at'),
  },
  (t) => [
    primaryKey({ columns: [t.talentId, t.relationship] }),
    index('funnel_counts_company_idx').on(t.companyId),
  ],
);

/** Single-use SMS codes (referee phone verification): hashed, ≤ 10 minutes, ≤ 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    subjectId: text('subject_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_codes_subject_idx').on(t.purpose, t.subjectId)],
);
