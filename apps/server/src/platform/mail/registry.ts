/** Every mail template of the product. A new mail: add its template here (see docs/architecture.md). */
import type { MailTemplate } from './define.ts';
import {
  emailChanged,
  passwordReset,
  phoneChanged,
  refereeCompleted,
  subAccountInvitation,
} from './templates/account.ts';
import { talentInvitation, talentReminder } from './templates/candidate.ts';
import { companyCardExpiring, companyCardInvalid, companyTrialEnding } from './templates/company-billing.ts';
import { companyInvoiceIssued } from './templates/company-invoice.ts';
import { companyAvailable, companyUpgradeComplete } from './templates/company-plan.ts';
import { companyUnfinishedChecksPurge } from './templates/company-retention.ts';
import { newDeviceSignIn } from './templates/new-device.ts';
import {
  adminPrivacyEscalated,
  adminSignup,
  adminSubAccountSignup,
  refereeInterested,
} from './templates/operator.ts';
import { adminPlanOrder, adminWithdrawal } from './templates/operator-billing.ts';
import { privacyRequestCode, privacyRequestOutcome } from './templates/privacy-request.ts';
import { refereeReminder, refereeRequest } from './templates/referee.ts';
import { refereeDeclined } from './templates/referee-declined.ts';
import { regainTrustRequest } from './templates/regain-trust.ts';
import { webhookEndpointDisabled } from './templates/webhooks.ts';

export const MAIL_TEMPLATES = {
  talentInvitation,
  talentReminder,
  regainTrustRequest,
  refereeRequest,
  refereeReminder,
  refereeCompleted,
  refereeDeclined,
  passwordReset,
  subAccountInvitation,
  emailChanged,
  phoneChanged,
  newDeviceSignIn,
  adminSignup,
  adminSubAccountSignup,
  refereeInterested,
  companyAvailable,
  companyUpgradeComplete,
  adminPlanOrder,
  adminWithdrawal,
  companyTrialEnding,
  companyCardExpiring,
  companyCardInvalid,
  companyInvoiceIssued,
  companyUnfinishedChecksPurge,
  privacyRequestCode,
  privacyRequestOutcome,
  adminPrivacyEscalated,
  webhookEndpointDisabled,
  // biome-ignore lint/suspicious/noExplicitAny: each template has its own data type
} satisfies Record<string, MailTemplate<any>>;

export type MailName = keyof typeof MAIL_TEMPLATES;
export type MailData<N extends MailName> =
  (typeof MAIL_TEMPLATES)[N] extends MailTemplate<infer D> ? D : never;
