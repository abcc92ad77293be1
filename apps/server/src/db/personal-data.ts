/**
 * The personal-data inventory (APPI; issue 23 item 4): every column of every table, classified by the kind of data it
 * holds. Each kind has its purpose and its retention. This is code: docs/privacy.md's table is generated from it
 * (`npm run docs:privacy`), the retention job reads it, and test/personal-data-inventory.test.ts fails when a table
 * gains a column that is not classified here (or loses one that still is).
 */

import type { RetentionRule } from '@refcheck/domain/privacy/retention';
import {
  UNFINISHED_NETWORK_DAYS,
  UNFINISHED_NOTICE_DAYS,
  UNFINISHED_PURGE_DAYS,
} from '@refcheck/domain/privacy/unfinished-checks';

export interface DataKind {
  /** What the data is, in a few words (docs/privacy.md). */
  label: string;
  purpose: string;
  /** How long it is kept, in words (docs/privacy.md). */
  retention: string;
  /** Personal data in the APPI sense (alone or combined with other columns of its row). */
  personal: boolean;
  /**
   * The rules the daily retention job enforces (modules/retention reads them; docs/privacy.md shows them): the clock
   * each runs from and how long, at most one per clock (a check's data has one from its completion and one from the
   * deadline of a check never completed). Absent: kept with its row or while needed, as `retention` says.
   */
  rules?: readonly RetentionRule[];
}

/** A check's own data: from its completion (the company's months), or from the deadline of one never completed. */
const CHECK_RULES = [
  { from: 'checkCompleted', months: 'company' },
  { from: 'deadline', days: UNFINISHED_PURGE_DAYS },
] as const satisfies readonly RetentionRule[];

export const DATA_KINDS = {
  key: {
    label: 'Keys, references, states and timestamps',
    purpose: 'Run the service; not personal data on their own.',
    retention: 'With the row they belong to.',
    personal: false,
  },
  companyProfile: {
    label: 'Client company profile and contact person',
    purpose: 'Contract, review (審査), billing and support.',
    retention: 'While the company is a client; 3 years after withdrawal (contract records).',
    personal: true,
  },
  account: {
    label: 'Sign-in accounts of company users and operators',
    purpose: 'Authentication and access control.',
    retention: 'While the account exists; deleted with it.',
    personal: true,
  },
  credential: {
    label: 'Password hashes, second factors, session and link secrets (hashed)',
    purpose: 'Authentication.',
    retention: 'Until expiry or revocation; sessions at sign-out or expiry.',
    personal: false,
  },
  candidate: {
    label: "Candidate's identity, contact and application",
    purpose: 'Run the reference check the company asked for.',
    retention:
      "With the check's answers (the company's retention after completion, default 12 months); a check never completed 180 days after its deadline; a deleted candidate is purged after 30 days.",
    personal: true,
    rules: CHECK_RULES,
  },
  referee: {
    label: "Referee's identity, contact and stated relationship",
    purpose: 'Ask the referee, verify their phone, report who answered.',
    retention: "With the check's answers.",
    personal: true,
    rules: CHECK_RULES,
  },
  answers: {
    label: 'Answers, scores, grades, regain-trust replies and identification images',
    purpose: 'The report the company receives.',
    retention: `6–36 months after completion, chosen by the company (default 12). A check never completed: ${UNFINISHED_PURGE_DAYS} days after its deadline, the company's main account told ${UNFINISHED_NOTICE_DAYS} days before (answers of the referees who did answer included).`,
    personal: true,
    rules: CHECK_RULES,
  },
  consent: {
    label: 'Consent records: who, when, the text version and language, IP and user agent',
    purpose: 'Evidence of consent to third-party provision (APPI Art. 27).',
    retention: '3 years from the consent, and while a kept record of provision relies on it.',
    personal: true,
    rules: [{ from: 'created', years: 3 }],
  },
  provision: {
    label: 'Records of provision to a company (date, providers, recipient, person, data items, consent)',
    purpose:
      'The records of third-party provision and of receipt (APPI Arts. 29/30) and their disclosure (Art. 33).',
    retention:
      '3 years from creation; they survive the purge of the candidate they describe (no answers in them).',
    personal: true,
    rules: [{ from: 'created', years: 3 }],
  },
  network: {
    label: 'IP addresses, user agents and device-id hashes of candidates and referees',
    purpose: 'Fraud signals (shared address), security.',
    retention: `90 days after the check is completed; a check never completed, ${UNFINISHED_NETWORK_DAYS} days after its deadline.`,
    personal: true,
    rules: [
      { from: 'checkCompleted', days: 90 },
      { from: 'deadline', days: UNFINISHED_NETWORK_DAYS },
    ],
  },
  messageBody: {
    label: 'Mail and SMS bodies and recipients in the outbox',
    purpose: 'Delivery, retries and support.',
    retention: '90 days after sending.',
    personal: true,
    rules: [{ from: 'sent', days: 90 }],
  },
  audit: {
    label: 'Audit trail: sign-ins, report reads, operator changes (with IP)',
    purpose: 'Security and accountability.',
    retention: '3 years.',
    personal: true,
    rules: [{ from: 'created', years: 3 }],
  },
  billing: {
    label: 'Plans, card registrations (masked), billing records',
    purpose: 'Charge the company; tax and accounting records.',
    retention: '7 years (accounting records).',
    personal: false,
  },
  invoiceRecords: {
    label: 'Issued invoices (適格請求書), receipts (領収書), payments received and their PDFs',
    purpose:
      'The qualified invoice system and the Electronic Bookkeeping Act (電子帳簿保存法): keep them unaltered.',
    retention:
      '7 years from issue, outside the 30-day purge and erasure requests (legal obligation); then deleted with their PDFs.',
    personal: false,
    rules: [{ from: 'created', years: 7 }],
  },
  riskCheck: {
    label: 'Risk-check (反社チェック) results per candidate',
    purpose: 'The risk check the company ordered.',
    retention:
      "On the candidate: with the check's answers. The per-search usage rows are kept for billing; the purge unlinks them from the candidate.",
    personal: true,
  },
  privacyRequest: {
    label: 'Requests to see or erase data, and the proof of who asked',
    purpose:
      "Answer a person's disclosure and erasure requests (APPI Arts. 33–35) and prove they were answered.",
    retention:
      'Codes and sessions 10–30 minutes (deleted daily once expired); the contact, message and subjects until the request is answered; the tombstone (dates, outcome, contact HMAC) 3 years.',
    personal: true,
    rules: [{ from: 'created', years: 3 }],
  },
  apiReplay: {
    label:
      'Stored answers of the public API for Idempotency-Key replays (may hold a candidate’s name and email)',
    purpose: 'Answer a retried API request exactly as the first time (no duplicate candidate).',
    retention: '24 hours; an expired row is deleted by the next request of the same key.',
    personal: true,
  },
  webhookLog: {
    label: "Webhook events sent to the company's endpoints and their delivery attempts",
    purpose:
      'Deliver and retry the events, show the delivery log and redeliver (ids and states only, no personal data).',
    retention:
      '90 days after the event; an event with a delivery still pending or attempted in the last 90 days stays.',
    personal: false,
    rules: [{ from: 'created', days: 90 }],
  },
  operations: {
    label: 'Service operation: announcements, settings, integrations, rate limits',
    purpose: 'Run the service.',
    retention: 'While needed; rate limits and bot-check uses for minutes.',
    personal: false,
  },
} as const satisfies Record<string, DataKind>;

export type DataKindName = keyof typeof DATA_KINDS;

/** Table → kind → its columns. Every column appears exactly once. */
export const INVENTORY: Record<string, Partial<Record<DataKindName, readonly string[]>>> = {
  admin_changes: {
    key: ['id', 'company_id', 'actor_user_id', 'at'],
    audit: ['actor_email', 'field', 'before', 'after'],
  },
  admin_config: {
    key: ['id', 'updated_at'],
    operations: ['shop_id', 'mail', 'support_phone', 'support_mail'],
  },
  announcements: { key: ['id', 'created_at'], operations: ['category', 'title', 'date', 'href', 'text'] },
  risk_billing_records: { key: ['id', 'user_id', 'uploaded_at'], billing: ['yyyymm', 'amount'] },
  consent_records: {
    key: ['id', 'subject_kind', 'consent_kind', 'company_id', 'talent_id', 'referee_id', 'user_id', 'at'],
    consent: ['text_version', 'language', 'ip', 'user_agent'],
  },
  provision_records: {
    key: ['id', 'company_id', 'talent_id', 'consent_record_id', 'channel', 'actor_user_id', 'provided_at'],
    provision: ['company_name', 'candidate_name', 'candidate_email', 'providers', 'data_items'],
  },
  api_idempotency: {
    key: ['id', 'api_key_id', 'idempotency_key', 'request_hash', 'response_status', 'created_at'],
    apiReplay: ['response_body'],
  },
  api_keys: {
    key: ['id', 'company_id', 'created_by_user_id', 'created_at', 'last_used_at', 'revoked_at'],
    credential: ['key_hash', 'prefix'],
    operations: ['name'],
  },
  audit_log: { key: ['id', 'actor_user_id', 'company_id', 'at'], audit: ['action', 'target', 'ip'] },
  auth_events: {
    key: ['id', 'company_id', 'user_id', 'at'],
    audit: ['email', 'kind', 'result', 'ip', 'user_agent'],
  },
  known_devices: {
    key: ['id', 'user_id', 'first_seen_at', 'last_seen_at'],
    credential: ['device_hash'],
  },
  company_ip_rules: { key: ['id', 'company_id', 'position'], operations: ['cidr', 'label'] },
  account: {
    key: ['id', 'account_id', 'provider_id', 'user_id', 'created_at', 'updated_at'],
    credential: [
      'access_token',
      'refresh_token',
      'id_token',
      'access_token_expires_at',
      'refresh_token_expires_at',
      'scope',
      'password',
    ],
  },
  session: {
    key: [
      'id',
      'expires_at',
      'created_at',
      'updated_at',
      'user_id',
      'impersonated_by',
      'remember',
      'last_seen_at',
      'sign_in_path',
    ],
    credential: ['token'],
    audit: ['ip_address', 'user_agent'],
  },
  sso_provider: {
    key: ['id', 'user_id', 'provider_id', 'organization_id'],
    operations: ['issuer', 'oidc_config', 'saml_config', 'domain'],
  },
  passkey: {
    key: ['id', 'user_id', 'counter', 'device_type', 'backed_up', 'transports', 'created_at', 'aaguid'],
    credential: ['public_key', 'credential_id'],
    account: ['name'],
  },
  two_factor: {
    key: ['id', 'user_id', 'verified', 'failed_verification_count', 'locked_until'],
    credential: ['secret', 'backup_codes'],
  },
  user: {
    key: [
      'id',
      'created_at',
      'updated_at',
      'role',
      'banned',
      'ban_expires',
      'two_factor_enabled',
      'company_id',
    ],
    account: [
      'name',
      'email',
      'email_verified',
      'image',
      'ban_reason',
      'phone_number',
      'phone_number_verified',
      'language',
    ],
  },
  verification: {
    key: ['id', 'expires_at', 'created_at', 'updated_at'],
    credential: ['identifier', 'value'],
  },
  company_notices: { key: ['id', 'company_id', 'key', 'status', 'message_id', 'created_at'] },
  unfinished_check_notices: { key: ['talent_id', 'company_id', 'noticed_at', 'message_id'] },
  invoice_issuer: {
    key: ['id', 'updated_at'],
    operations: ['legal_name', 'address', 'phone', 'registration_number', 'bank_account'],
  },
  document_counters: { key: ['series', 'last_value'] },
  invoices: {
    key: [
      'id',
      'number',
      'kind',
      'corrects_id',
      'company_id',
      'issued_at',
      'pdf_key',
      'pdf_sha256',
      'superseded_by',
      'superseded_at',
      'paid_at',
    ],
    invoiceRecords: [
      'billed_month',
      'order_id',
      'issuer',
      'recipient_name',
      'payment_method',
      'card_mask',
      'subject10',
      'tax10',
      'total',
      'due_date',
      'note',
      'paid_amount',
    ],
  },
  invoice_lines: {
    key: ['invoice_id', 'position'],
    invoiceRecords: ['kind', 'label', 'quantity', 'unit_price', 'amount', 'tax_rate'],
  },
  invoice_payments: {
    key: ['id', 'invoice_id', 'source_key', 'recorded_by', 'recorded_at'],
    invoiceRecords: ['received_on', 'amount', 'method'],
  },
  receipts: {
    key: ['id', 'number', 'payment_id', 'invoice_id', 'company_id', 'issued_at', 'pdf_key', 'pdf_sha256'],
    invoiceRecords: ['issuer', 'recipient_name', 'amount', 'tax10', 'received_on', 'method'],
  },
  company_state_history: { key: ['id', 'company_id', 'effective_at'], billing: ['field', 'value'] },
  bot_check_uses: { operations: ['challenge', 'expires_at'] },
  companies: {
    key: [
      'id',
      'uid',
      'is_business_card_required',
      'sms_reminders',
      'is_freemail_allowed',
      'step_up_identification',
      'verified_at',
      'deleted_at',
      'banned_at',
      'created_at',
      'login_count',
      'is_agree_to_notice',
      'sonar',
      'is_operator',
      'answer_retention_months',
      'factor_policy',
      'reminder_window',
      'replace_after_days',
      'max_replacements_per_slot',
    ],
    companyProfile: ['name', 'display_name', 'staff_name', 'email', 'zipcode', 'address', 'risk_eyes_id'],
    billing: [
      'selected_plan',
      'allowed_plan',
      'card_valid',
      'masked_card_no',
      'card_expire',
      'card_invalid_reason',
      'card_invalid_at',
      'payment_method',
    ],
  },
  sub_accounts: {
    key: ['id', 'company_id', 'user_id', 'permission', 'created_at', 'banned_at', 'invite_expires_at'],
    account: ['name', 'email', 'department'],
    credential: ['invite_token_hash'],
  },
  card_registrations: {
    key: ['id', 'company_id', 'provider', 'order_id', 'status', 'created_at', 'completed_at'],
    credential: ['token_hash', 'access_id', 'access_pass'],
    billing: ['masked_card_no', 'redirect_url', 'error_code'],
  },
  plan_orders: {
    key: ['id', 'company_id', 'ordered_at', 'ordered_by', 'decided_at', 'decided_by'],
    billing: ['from_plan', 'to_plan'],
  },
  withdrawals: {
    key: ['id', 'company_id', 'created_at'],
    companyProfile: ['company_name', 'user_name', 'email', 'account_email', 'reasons', 'descriptions'],
  },
  privacy_requests: {
    key: [
      'id',
      'company_id',
      'kind',
      'channel',
      'language',
      'status',
      'due_at',
      'escalated_at',
      'decided_at',
      'decided_by',
      'decline_reason',
      'created_at',
    ],
    privacyRequest: ['contact_hash', 'contact', 'message', 'subjects'],
  },
  privacy_sessions: {
    key: ['id', 'channel', 'language', 'attempts', 'verified_at', 'expires_at', 'created_at'],
    credential: ['token_hash', 'code_hash'],
    privacyRequest: ['contact', 'contact_hash'],
  },
  messages: {
    key: [
      'id',
      'channel',
      'template',
      'language',
      'status',
      'transport',
      'attempts',
      'company_id',
      'request_id',
      'created_at',
      'sent_at',
    ],
    messageBody: ['to', 'subject', 'text', 'html', 'error'],
  },
  operator_invitations: {
    key: ['id', 'user_id', 'expires_at', 'used_at', 'created_at'],
    credential: ['token_hash'],
  },
  question_set_items: {
    key: ['question_set_id', 'position', 'key', 'kind', 'category', 'polarity'],
    operations: ['texts'],
  },
  question_sets: { key: ['id', 'company_id', 'content_hash', 'created_at'] },
  template_questions: {
    key: ['id', 'company_id', 'template_type', 'question_set_id', 'created_at', 'updated_at'],
    operations: ['name'],
  },
  rate_limit_counters: { operations: ['key', 'count', 'reset_at'] },
  reminders: {
    key: [
      'id',
      'company_id',
      'talent_id',
      'referee_id',
      'subject_id',
      'kind',
      'step',
      'status',
      'due_at',
      'sent_at',
      'reason',
      'message_id',
      'sms_message_id',
      'created_at',
    ],
  },
  ats_deliveries: {
    key: ['id', 'company_id', 'talent_id', 'status', 'trigger', 'attempts', 'created_at', 'finished_at'],
    operations: ['endpoint_url'],
    answers: ['payload'],
  },
  ats_delivery_attempts: {
    key: ['id', 'delivery_id', 'attempt', 'http_status', 'outcome', 'key_slot', 'at'],
    operations: ['error'],
  },
  ats_receipts: {
    key: ['id', 'company_id', 'delivery_id', 'key_slot', 'verified', 'received_at'],
    answers: ['body'],
  },
  webhook_endpoints: {
    key: [
      'id',
      'company_id',
      'events',
      'enabled',
      'disabled_reason',
      'previous_secret_expires_at',
      'failing_since',
      'created_at',
      'updated_at',
    ],
    operations: ['url', 'description'],
    credential: ['secret', 'previous_secret'],
  },
  webhook_messages: {
    key: ['id', 'company_id', 'created_at'],
    webhookLog: ['type', 'subject_id', 'payload'],
  },
  webhook_deliveries: {
    key: [
      'id',
      'message_id',
      'endpoint_id',
      'company_id',
      'status',
      'attempts',
      'next_attempt_at',
      'queued_at',
      'last_attempt_at',
      'created_at',
    ],
    webhookLog: ['response_status', 'error'],
  },
  company_sonar_settings: {
    key: ['company_id', 'updated_at'],
    operations: ['base_url'],
    credential: ['primary_key', 'secondary_key'],
  },
  sonar_key_memory: {
    key: ['credentials', 'slot', 'updated_at'],
  },
  sonar_rate_endpoints: {
    key: ['endpoint'],
  },
  sonar_rate_slots: {
    key: ['id', 'endpoint', 'at'],
  },
  risk_check_searches: {
    key: ['id', 'company_id', 'talent_id', 'provider', 'month', 'created_at'],
    riskCheck: ['risk_eyes_id', 'searches', 'paper_count', 'web_count'],
  },
  answers: {
    key: ['id', 'referee_id', 'talent_id', 'question_key', 'rev', 'updated_at', 'created_at'],
    answers: ['text', 'level', 'score'],
  },
  evaluations: { key: ['talent_id', 'category'], answers: ['score', 'grade'] },
  file_deletions: {
    key: ['id', 'storage_key', 'company_id', 'attempts', 'last_error', 'last_attempt_at', 'created_at'],
  },
  files: {
    key: [
      'id',
      'company_id',
      'talent_id',
      'referee_id',
      'kind',
      'content_type',
      'bytes',
      'sha256',
      'created_at',
    ],
    // The stored object (an identification image) is kept and purged with the answers.
    answers: ['storage_key'],
  },
  answer_fingerprint_bands: {
    key: ['company_id', 'fingerprint_id'],
    answers: ['band'],
  },
  answer_fingerprints: {
    key: ['id', 'company_id', 'talent_id', 'referee_id', 'question_key', 'created_at'],
    answers: ['signature'],
  },
  link_devices: {
    key: ['id', 'company_id', 'talent_id', 'party', 'seen_at'],
    network: ['device_hash'],
  },
  link_tokens: {
    key: ['id', 'company_id', 'talent_id', 'referee_id', 'purpose', 'expires_at', 'created_at', 'revoked_at'],
    credential: ['token_hash'],
  },
  referee_breakdowns: {
    key: [
      'id',
      'talent_id',
      'position',
      'is_relationship_selected_by_company',
      'is_time_working_together_selected_by_company',
      'number_of_people',
    ],
    candidate: ['relationship', 'other_relationship', 'time_working_together', 'other_time_working_together'],
  },
  step_events: {
    key: ['id', 'company_id', 'talent_id', 'referee_id', 'step', 'at'],
  },
  // The funnel's roll-ups of step_events (counts and times per check; the relationship as a category).
  funnel_checks: {
    key: [
      'talent_id',
      'company_id',
      'invited_at',
      'completed_at',
      'last_at',
      'invited',
      'opened',
      'consented',
      'phone_verified',
      'first_answer',
      'completed',
      'declined',
      'replaced',
      'expired',
      'reminded',
    ],
  },
  funnel_counts: {
    key: [
      'talent_id',
      'company_id',
      'relationship',
      'invited',
      'opened',
      'consented',
      'phone_verified',
      'first_answer',
      'completed',
      'declined',
      'replaced',
      'expired',
      'reminded',
      'last_at',
    ],
  },
  referees: {
    key: [
      'id',
      'company_id',
      'talent_id',
      'index_number',
      'language',
      'is_relationship_selected_by_company',
      'is_time_working_together_selected_by_company',
      'send_at',
      'is_unsubscribe_remind',
      'phone_verified_at',
      'completed_at',
      'relationship_confirmed_at',
      'created_at',
      'opened_at',
      'sms_reminded_at',
      'declined_at',
      'decline_reason',
      'replaced_at',
      'replaces_referee_id',
    ],
    referee: [
      'decline_text',
      'time_zone',
      'name',
      'belongs_company',
      'belongs_title',
      'email',
      'phone_number',
      'relationship',
      'other_relationship',
      'time_working_together',
      'other_time_working_together',
      'time_to_begin',
      'working_together',
      'time_to_end',
      'job_major',
      'job_minor',
      'interest_email',
      'confirmed_relationship',
      'confirmed_other_relationship',
      'confirmed_time_to_begin',
      'confirmed_time_to_end',
    ],
    consent: ['is_agree_to_privacy_policy', 'consented_at'],
    network: ['ip_address', 'user_agent'],
  },
  risk_signal_reviews: {
    key: ['id', 'company_id', 'talent_id', 'code', 'reviewed_by', 'reviewed_at'],
    audit: ['note', 'reviewer_name'],
  },
  sms_codes: {
    key: ['id', 'purpose', 'subject_id', 'expires_at', 'attempts', 'consumed_at', 'created_at'],
    credential: ['code_hash'],
    messageBody: ['phone_number'],
  },
  talents: {
    key: [
      'id',
      'company_id',
      'language',
      'deadline',
      'rank',
      'question_set_id',
      'status',
      'send_remind_at',
      'send_remind_state',
      'deleted_at',
      'created_at',
      'is_unsubscribe_remind',
      'reminders_off',
      'invited_at',
      'completed_at',
      'compound_id',
      'updated_at',
      'declined_at',
      'excuse_deadline',
      'excuse_created_at',
      'excuse_completed_at',
      'risk_checked_at',
    ],
    candidate: [
      'name',
      'email',
      'country_code',
      'phone_number',
      'current_company',
      'job_major',
      'job_minor',
      'site_where_talent_applied',
      'recruitment_officer',
      'selection_question',
      'decline_description',
    ],
    answers: ['excuses', 'total_score', 'total_grade'],
    riskCheck: ['risk_paper_count', 'risk_web_count'],
    consent: ['is_agree_to_privacy_policy', 'consented_at'],
    network: ['ip_address'],
  },
};

/** A column the schema has and the inventory does not (or the reverse, or one listed twice). */
export interface InventoryProblem {
  table: string;
  column: string;
  problem: 'unclassified' | 'not in the schema' | 'classified twice';
}

/**
 * Compares the inventory with the tables' real columns (`{ table: columns }`, e.g. from drizzle's getTableConfig).
 * Empty when every column is classified exactly once and nothing else is listed.
 */
export function inventoryProblems(
  tables: Readonly<Record<string, readonly string[]>>,
  inventory: typeof INVENTORY = INVENTORY,
): InventoryProblem[] {
  const problems: InventoryProblem[] = [];
  for (const [table, columns] of Object.entries(tables)) {
    const listed = Object.values(inventory[table] ?? {}).flat();
    for (const column of columns) {
      const count = listed.filter((c) => c === column).length;
      if (count === 0) problems.push({ table, column, problem: 'unclassified' });
      if (count > 1) problems.push({ table, column, problem: 'classified twice' });
    }
    for (const column of new Set(listed)) {
      if (!columns.includes(column)) problems.push({ table, column, problem: 'not in the schema' });
    }
  }
  for (const table of Object.keys(inventory)) {
    if (!(table in tables)) problems.push({ table, column: '*', problem: 'not in the schema' });
  }
  return problems;
}

/** The kind of one column, or undefined when it is not in the inventory. */
export function kindOf(table: string, column: string): DataKindName | undefined {
  const kinds = INVENTORY[table];
  if (!kinds) return undefined;
  return (Object.keys(kinds) as DataKindName[]).find((kind) => kinds[kind]!.includes(column));
}
