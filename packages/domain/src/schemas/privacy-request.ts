/**
 * Requests from candidates and referees (issue 23 item 3): the code to their e-mail or phone, the code itself, the
 * erasure request, and the company's decision. The same schemas validate in the browser and on the server.
 */
import { z } from 'zod';
import { languageSchema } from '../enums.ts';
import {
  countryCodeField,
  emailField,
  nationalPhoneField,
  normalizePhoneNumber,
  optionalText,
  verificationCodeField,
} from './fields.ts';

/** How long a code is valid, how many wrong tries it takes, how long a verified session lasts. */
export const PRIVACY_CODE_MINUTES = 10;
export const PRIVACY_CODE_ATTEMPTS = 5;
export const PRIVACY_SESSION_MINUTES = 30;
/** The company (controller) answers an erasure request within this many days, else it goes to the operator. */
export const PRIVACY_REQUEST_DUE_DAYS = 14;

/** `POST /api/privacy-request/code`: an e-mail address or a phone number, and the language of the page. */
export const privacyCodeRequestSchema = z
  .discriminatedUnion('channel', [
    z.object({ channel: z.literal('mail'), email: emailField(), language: languageSchema }),
    z.object({
      channel: z.literal('sms'),
      countryCode: countryCodeField(),
      phoneNumber: nationalPhoneField(),
      language: languageSchema,
    }),
  ])
  .transform((v, ctx) => {
    if (v.channel === 'mail')
      return { channel: v.channel, contact: v.email.toLowerCase(), language: v.language };
    const e164 = normalizePhoneNumber(v.phoneNumber, v.countryCode);
    if (!e164) {
      ctx.issues.push({
        code: 'custom',
        path: ['phoneNumber'],
        message: 'validation.phoneInvalid',
        input: v,
      });
      return z.NEVER;
    }
    return { channel: v.channel, contact: e164, language: v.language };
  });
export type PrivacyCodeRequestInput = z.input<typeof privacyCodeRequestSchema>;
export type PrivacyCodeRequest = z.output<typeof privacyCodeRequestSchema>;

export const privacyCodeSchema = z.object({ code: verificationCodeField() });
export type PrivacyCodeInput = z.input<typeof privacyCodeSchema>;

/** `POST /api/privacy-request/erasure`: an optional message to the company. */
export const privacyErasureSchema = z.object({ message: optionalText(2000) });
export type PrivacyErasureInput = z.input<typeof privacyErasureSchema>;

export const PRIVACY_DECLINE_REASONS = ['legalRetention', 'identityUnconfirmed', 'noData', 'other'] as const;
export type PrivacyDeclineReason = (typeof PRIVACY_DECLINE_REASONS)[number];

/** The company declines with a reason from the fixed list (and, for "other", a note the person reads). */
export const privacyDeclineSchema = z
  .object({
    reason: z.enum(PRIVACY_DECLINE_REASONS, { error: 'validation.privacyDeclineReasonRequired' }),
    note: optionalText(1000),
  })
  .refine((v) => v.reason !== 'other' || !!v.note, {
    path: ['note'],
    error: 'validation.privacyDeclineNoteRequired',
  });
export type PrivacyDeclineInput = z.input<typeof privacyDeclineSchema>;

export const PRIVACY_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
