/**
 * Building blocks of the form schemas. Every error message is a catalog KEY ('validation.…'), never text:
 * the same schema runs on the server and in the browser, and `localizeIssues` turns keys into wording.
 */
import { z } from 'zod';
import type { MessageKey } from '../messages/catalog.ts';
import { DEFAULT_COUNTRY_CODE, PASSWORD_MIN_LENGTH } from '../rules/constants.ts';
import { toE164 } from '../rules/phone.ts';

/**
 * Maximum lengths of free-text fields (decisions.md "Hardening": the table). Names and other one-line texts 100,
 * addresses 200, emails 254 (RFC 5321), passwords 128 (better-auth's maximum), free texts 2,000.
 */
export const TEXT_LIMITS = {
  name: 100,
  address: 200,
  email: 254,
  password: 128,
  freeText: 2000,
} as const;

/** Characters PostgreSQL refuses in text (NUL): rejected by every text field, never stripped. */
export const UNSAFE_TEXT_PATTERN = new RegExp(String.fromCharCode(0));

/** The path of the first string (or object key) in `value` holding a character PostgreSQL refuses, or null. */
export function findUnsafeText(
  value: unknown,
  path: (string | number)[] = [],
  depth = 0,
): (string | number)[] | null {
  if (typeof value === 'string') return UNSAFE_TEXT_PATTERN.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    if (UNSAFE_TEXT_PATTERN.test(key)) return at;
    const found = findUnsafeText(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** A trimmed text of at most `max` characters without characters PostgreSQL refuses. */
export function safeText(max: number = TEXT_LIMITS.freeText, typeKey?: MessageKey) {
  return z
    .string(typeKey ? { error: typeKey } : undefined)
    .trim()
    .refine((value) => !UNSAFE_TEXT_PATTERN.test(value), {
      error: 'validation.invalidCharacter',
      abort: true,
    })
    .max(max, { error: 'validation.tooLong' });
}

/** A required, trimmed text of at most `max` characters; missing, non-string and blank values all report `key`. */
export function requiredText(key: MessageKey, max: number = TEXT_LIMITS.freeText) {
  return z
    .string({ error: key })
    .trim()
    .min(1, { error: key })
    .max(max, { error: 'validation.tooLong' })
    .refine((value) => !UNSAFE_TEXT_PATTERN.test(value), { error: 'validation.invalidCharacter' });
}

/** An optional trimmed text of at most `max` characters: missing or blank becomes `undefined`. */
export function optionalText(max: number = TEXT_LIMITS.freeText) {
  return z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine((value) => !UNSAFE_TEXT_PATTERN.test(value), { error: 'validation.invalidCharacter' })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A required email: `requiredKey` when missing or blank, `invalidKey` when malformed. */
export function emailField(
  requiredKey: MessageKey = 'validation.emailRequired',
  invalidKey: MessageKey = 'validation.emailInvalid',
) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(TEXT_LIMITS.email, { error: 'validation.tooLong', abort: true })
    .pipe(z.email({ error: invalidKey }));
}

/** A boolean that must be `true` (agreement checkboxes). */
export function mustBeTrue(key: MessageKey) {
  return z.literal(true, { error: key });
}

/** A date given as a `Date` or a date string (ISO 8601); missing, blank or unparseable values report `key`. */
export function dateField(key: MessageKey) {
  return z.union([z.date(), z.string()], { error: key }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : undefined;
    const date = text === undefined ? value : text === '' ? undefined : new Date(text);
    if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
      ctx.issues.push({ code: 'custom', message: key, input: value });
      return z.NEVER;
    }
    return date;
  });
}

/** A year and month 'YYYY-MM'. */
export const YEAR_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export function yearMonthField(key: MessageKey = 'validation.monthInvalid') {
  return z.string({ error: key }).trim().regex(YEAR_MONTH_PATTERN, { error: key });
}

/** Country calling code: a plus sign and 1 to 4 digits; missing or blank becomes the default '+81'. */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
export function countryCodeField() {
  return z
    .string({ error: 'validation.countryCodeInvalid' })
    .trim()
    .optional()
    .transform((value) => (value ? value : DEFAULT_COUNTRY_CODE))
    .pipe(z.string().regex(COUNTRY_CODE_PATTERN, { error: 'validation.countryCodeInvalid' }));
}

/** A national phone number: 9 to 11 half-width digits (full-width digits, hyphens and spaces are rejected). */
export const NATIONAL_PHONE_PATTERN = /^[0-9]{9,11}$/;
export function nationalPhoneField() {
  return z
    .string({ error: 'validation.phoneNumberInvalid' })
    .trim()
    .regex(NATIONAL_PHONE_PATTERN, { error: 'validation.phoneNumberInvalid' });
}

/**
 * An international phone number in E.164 form: '+', a non-zero first digit, 7 to 15 digits in all.
 * The spec's "plus and 7 digits" is read as the minimum; E.164 caps numbers at 15 digits.
 * Spaces and hyphens are removed before checking.
 */
export const E164_PATTERN = /^\+[1-9][0-9]{6,14}$/;
export function e164PhoneField(key: MessageKey = 'validation.phoneInvalid') {
  return z
    .string({ error: key })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(E164_PATTERN, { error: key }));
}

/**
 * A valid phone number in E.164 form, or `null`: an E.164 input (spaces and hyphens allowed) is kept, a national
 * number of 9 to 11 digits is joined with `countryCode` (trunk prefix 0 dropped: '09012345678' → '+819012345678').
 */
export function normalizePhoneNumber(
  phoneNumber: string,
  countryCode: string = DEFAULT_COUNTRY_CODE,
): string | null {
  const compact = phoneNumber.replace(/[\s-]/g, '');
  if (compact.startsWith('+')) return E164_PATTERN.test(compact) ? compact : null;
  if (!NATIONAL_PHONE_PATTERN.test(compact) || !COUNTRY_CODE_PATTERN.test(countryCode)) return null;
  const e164 = toE164(countryCode, compact);
  return E164_PATTERN.test(e164) ? e164 : null;
}

/** A 6-digit SMS verification code. */
export const VERIFICATION_CODE_PATTERN = /^[0-9]{6}$/;
export function verificationCodeField() {
  return z
    .string({ error: 'validation.verificationCodeInvalid' })
    .trim()
    .regex(VERIFICATION_CODE_PATTERN, { error: 'validation.verificationCodeInvalid' });
}

/** A password of at least 6 characters; `tooShortKey` differs between sign-up/reset and the settings page. */
export function passwordField(tooShortKey: MessageKey) {
  return z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired', abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: tooShortKey })
    .max(TEXT_LIMITS.password, { error: 'validation.tooLong' });
}

/**
 * A form-level check that `confirmation` equals `password`, reported on the confirmation field. It runs even
 * when other fields are invalid, so the mismatch shows together with the other messages.
 */
export function passwordsMatch<P extends string, C extends string>(password: P, confirmation: C) {
  return z.refine<Record<P | C, unknown>>((form) => form[password] === form[confirmation], {
    path: [confirmation],
    error: 'validation.passwordMismatch',
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[password] === 'string' && typeof value?.[confirmation] === 'string';
    },
  });
}
