/**
 * Credit card form (before tokenising with the payment provider). The number is shown grouped with spaces:
 * 4-4-4-4 (19 characters) or, for Amex-like numbers starting 34/37, 4-6-5 (17 characters).
 */
import { z } from 'zod';
import { mustBeTrue, requiredText, TEXT_LIMITS } from './fields.ts';

/** Amex-like numbers: 15 digits starting with 34 or 37. */
export function isAmexLike(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** The longest the grouped number may be: 17 for Amex-like numbers, 19 otherwise. */
export function cardNumberMaxLength(input: string): number {
  return isAmexLike(input.replace(/\D/g, '')) ? 17 : 19;
}

/** Groups the digits of `input` with spaces, cut to the card's length (for the input handler). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (isAmexLike(digits)) {
    const cut = digits.slice(0, 15);
    return [cut.slice(0, 4), cut.slice(4, 10), cut.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, 16).match(/.{1,4}/g) ?? []).join(' ');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Digits only, cut to 4 (for the security code input handler). */
export function cutSecurityCode(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** Holder name as embossed: half-width Latin letters, spaces and . ' -, at most 50 characters. */
export const CARD_NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]{0,49}$/;

export const CARD_EXPIRE_MONTHS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
] as const;
export const CARD_EXPIRE_YEAR_COUNT = 10;

/** Selectable expiry years: the current year of `now` and the following 9 (10 in all), as 'YYYY'. */
export function cardExpireYears(now: Date): string[] {
  const first = now.getFullYear();
  return Array.from({ length: CARD_EXPIRE_YEAR_COUNT }, (_, i) => String(first + i));
}

const cardNumberField = z
  .string({ error: 'validation.cardNumberInvalid' })
  .refine((value) => value.trim().length <= cardNumberMaxLength(value.trim()), {
    error: 'validation.cardNumberInvalid',
    abort: true,
  })
  .transform((value) => value.replace(/ /g, ''))
  .refine(
    (digits) =>
      /^[0-9]+$/.test(digits) &&
      (isAmexLike(digits) ? digits.length === 15 : digits.length >= 14 && digits.length <= 16) &&
      passesLuhn(digits),
    { error: 'validation.cardNumberInvalid' },
  );

export function cardSchema(now: Date) {
  const years = cardExpireYears(now);
  return z
    .object({
      cardNumber: cardNumberField,
      name: requiredText('validation.cardNameRequired', TEXT_LIMITS.name)
        .refine((name) => name === '' || CARD_NAME_PATTERN.test(name), {
          error: 'validation.cardNameInvalid',
        })
        .transform((name) => name.toUpperCase()),
      expireMonth: z.enum(CARD_EXPIRE_MONTHS, { error: 'validation.expireMonthInvalid' }),
      expireYear: z
        .string({ error: 'validation.expireYearInvalid' })
        .refine((year) => years.includes(year), { error: 'validation.expireYearInvalid' }),
      securityCode: z
        .string({ error: 'validation.securityCodeInvalid' })
        .regex(/^[0-9]{3,4}$/, { error: 'validation.securityCodeInvalid' }),
      isAgreeToTerms: mustBeTrue('validation.cardTermsRequired'),
    })
    .refine(
      (card) => Number(card.expireYear) > now.getFullYear() || Number(card.expireMonth) >= now.getMonth() + 1,
      { path: ['expireMonth'], error: 'validation.cardExpired' },
    );
}
export type CardFormInput = z.input<ReturnType<typeof cardSchema>>;
export type CardForm = z.output<ReturnType<typeof cardSchema>>;

/** The provider's expiry format 'YYYYMM'. */
export function cardExpire(card: Pick<CardForm, 'expireYear' | 'expireMonth'>): string {
  return `${card.expireYear}${card.expireMonth}`;
}
