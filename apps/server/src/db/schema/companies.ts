import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts, uuidId } from './columns.ts';

/** A client company (tenant). Its card lives at the payment provider; only the mask and validity are kept. */
export const companies = pgTable(
  'companies',
  {
    id: uuidId(),
    /** Public short id (shown to light-plan users and used by the risk-check billing). */
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    displayName: text('display_name'),
    staffName: text('staff_name').notNull(),
    email: text('email').notNull(),
    zipcode: text('zipcode').notNull().default(''),
    address: text('address').notNull().default(''),
    isBusinessCardRequired: boolean('is_business_card_required').notNull().default(true),
    /** Issue 34: 'strongFactorRequired' — every user needs a passkey or an authenticator app (login policy). */
    factorPolicy: text('factor_policy', { enum: ['default', 'strongFactorRequired'] })
      .notNull()
      .default('default'),
    /** One SMS reminder to a referee with a phone who has not opened the link after two reminder mails (off by default). */
    smsReminders: boolean('sms_reminders').notNull().default(false),
    /** When reminders go out (issue 36): the referee's evening / weekend late morning, or office hours. */
    reminderWindow: text('reminder_window', { enum: ['evening', 'office'] })
      .notNull()
      .default('evening'),
    /** A referee who has not opened the link after this many days may be replaced; null: only declined ones. */
    replaceAfterDays: integer('replace_after_days').default(3),
    /** Replacements allowed per breakdown slot of a check. */
    maxReplacementsPerSlot: integer('max_replacements_per_slot').notNull().default(2),
    isFreemailAllowed: boolean('is_freemail_allowed').notNull().default(false),
    /** Step-up identification (issue 22): the identification image is required when a check's risk is medium+. */
    stepUpIdentification: boolean('step_up_identification').notNull().default(false),
    selectedPlan: text('selected_plan', { enum: ['LIGHT', 'STANDARD'] })
      .notNull()
      .default('LIGHT'),
    allowedPlan: text('allowed_plan', { enum: ['LIGHT', 'STANDARD'] })
      .notNull()
      .default('LIGHT'),
    cardValid: boolean('card_valid').notNull().default(false),
    maskedCardNo: text('masked_card_no'),
    /** The registered card's expiry as the provider reports it (SearchCard `Expire`, YYMM); null when unknown. */
    cardExpire: text('card_expire'),
    /** Why the registered card stopped being valid (expired, declined by the card batch); cleared by a new card. */
    cardInvalidReason: text('card_invalid_reason', { enum: ['expired', 'declined'] }),
    cardInvalidAt: ts('card_invalid_at'),
    /** Payment by card (the provider's monthly batch) or invoice (請求書払い, set by an operator). */
    paymentMethod: text('payment_method', { enum: ['card', 'invoice'] })
      .notNull()
      .default('card'),
    verifiedAt: ts('verified_at'),
    deletedAt: ts('deleted_at'),
    bannedAt: ts('banned_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    loginCount: integer('login_count').notNull().default(0),
    isAgreeToNotice: boolean('is_agree_to_notice').notNull().default(false),
    riskEyesId: text('risk_eyes_id'),
    sonar: boolean('sonar').notNull().default(false),
    /** The operator's own company: excluded from billing and from the admin client list. */
    isOperator: boolean('is_operator').notNull().default(false),
    /**
     * Months after a check's completion before its answers and report are deleted (issue 23 item 4): the company's
     * choice of 6–36 (domain RETENTION_MONTHS), enforced by the daily retention job (modules/retention).
     */
    answerRetentionMonths: integer('answer_retention_months').notNull().default(12),
  },
  (t) => [
    uniqueIndex('companies_uid_idx').on(t.uid),
    check('companies_answer_retention_months_check', sql`${t.answerRetentionMonths} between 6 and 36`),
  ],
);

/** HR staff accounts of a company besides its main account. */
export const subAccounts = pgTable(
  'sub_accounts',
  {
    id: uuidId(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The auth user, set once the sub-account has set its password (the spec's uid). */
    userId: text('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    department: text('department').notNull(),
    /** The permission set the main account gave it (domain `SUB_ACCOUNT_PERMISSIONS`): HR staff or editor. */
    permission: text('permission', { enum: ['staff', 'editor'] })
      .notNull()
      .default('staff'),
    createdAt: ts('created_at').notNull().defaultNow(),
    bannedAt: ts('banned_at'),
    /** The password-setting invitation: SHA-256 of its random token and its expiry. */
    inviteTokenHash: text('invite_token_hash'),
    inviteExpiresAt: ts('invite_expires_at'),
  },
  (t) => [
    uniqueIndex('sub_accounts_company_email_idx').on(t.companyId, t.email),
    uniqueIndex('sub_accounts_user_idx').on(t.userId),
    check('sub_accounts_permission_check', sql`${t.permission} in ('staff', 'editor')`),
  ],
);
