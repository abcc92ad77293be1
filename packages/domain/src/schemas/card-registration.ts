/**
 * Card registration between the browser and the server: the browser sends only the provider's single-use token and
 * the masked number the provider gave back, never the card number (spec 7 createOrUpdateCreditCard3DSecure).
 */
import { z } from 'zod';
import { mustBeTrue } from './fields.ts';

/** A masked card number: digits kept at the ends, at least four masked in the middle (e.g. 411111******1111). */
export const MASKED_CARD_PATTERN = /^[0-9]{0,6}[*]{4,}[0-9]{4}$/;

export const cardRegistrationRequestSchema = z.object({
  token: z.string().min(1).max(512),
  maskedCardNo: z.string().regex(MASKED_CARD_PATTERN).max(19),
  /** The card terms agreed to (the page's checkbox): the server refuses a registration without it. */
  isAgreeToTerms: mustBeTrue('validation.cardTermsRequired'),
});
export type CardRegistrationRequest = z.infer<typeof cardRegistrationRequestSchema>;

/** The flag /config shows after a registration (spec 2 Config card flag). */
export const CARD_REGISTRATION_FLAGS = ['CardRegistrationSuccessful', 'CardRegistrationFailed'] as const;
export type CardRegistrationFlag = (typeof CARD_REGISTRATION_FLAGS)[number];

/** The reason of a failed registration: the provider said the card is invalid, or anything else. */
export const CARD_FAILURE_REASONS = ['INVALID_CARD', 'FAILED'] as const;
export type CardFailureReason = (typeof CARD_FAILURE_REASONS)[number];

/** The catalog key of the message /config shows for a flag and reason. */
export function cardFlagMessageKey(
  flag: CardRegistrationFlag,
  reason?: string | null,
): 'company.cardRegistrationSuccessful' | 'company.cardInvalidCard' | 'company.cardRegistrationFailed' {
  if (flag === 'CardRegistrationSuccessful') return 'company.cardRegistrationSuccessful';
  return reason === 'INVALID_CARD' ? 'company.cardInvalidCard' : 'company.cardRegistrationFailed';
}

/** Where the browser lands after a registration: /config with the flag (and the failure's reason). */
export function cardResultPath(flag: CardRegistrationFlag, reason?: CardFailureReason): string {
  const reasonPart = reason ? `&reason=${encodeURIComponent(reason)}` : '';
  return `/config?card=${encodeURIComponent(flag)}${reasonPart}`;
}
