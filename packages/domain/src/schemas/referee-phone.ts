/**
 * The referee's phone verification: a country code and a national number (same rule as the candidate's:
 * 9 to 11 digits), then the 6-digit SMS code. The spec leaves the referee rule open; this mirrors the candidate.
 */
import { z } from 'zod';
import {
  countryCodeField,
  nationalPhoneField,
  normalizePhoneNumber,
  verificationCodeField,
} from './fields.ts';

export const refereePhoneSchema = z
  .object({ countryCode: countryCodeField(), phoneNumber: nationalPhoneField() })
  .transform((value) => ({ ...value, e164: normalizePhoneNumber(value.phoneNumber, value.countryCode) }))
  .refine((value) => value.e164 !== null, { path: ['phoneNumber'], error: 'validation.phoneInvalid' })
  .transform((value) => ({ ...value, e164: value.e164! }));
export type RefereePhoneInput = z.input<typeof refereePhoneSchema>;
export type RefereePhone = z.output<typeof refereePhoneSchema>;

export const refereeCodeSchema = z.object({ code: verificationCodeField() });
export type RefereeCodeInput = z.input<typeof refereeCodeSchema>;
export type RefereeCode = z.output<typeof refereeCodeSchema>;
