/**
 * Contract terms: minimum terms per payment method, whole-month billing and the re-sign-up lockout.
 * Months are Asia/Tokyo calendar months.
 */
import { RESIGNUP_LOCKOUT_MONTHS } from '../rules/constants.ts';
import { addTokyoMonths, tokyoDate, tokyoMidnight } from '../rules/tokyo-time.ts';

export const PAYMENT_METHODS = ['card', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Minimum contract term in months: invoice 3, card 1. */
export const MINIMUM_TERM_MONTHS: Record<PaymentMethod, number> = { invoice: 3, card: 1 };

/**
 * Months charged for a contract from `startedAt` to `endedAt`: every Tokyo calendar month touched, counted in
 * full (no daily proration), and never fewer than the payment method's minimum term.
 */
export function billableMonths(input: {
  startedAt: Date;
  endedAt: Date;
  paymentMethod: PaymentMethod;
}): number {
  const start = tokyoDate(input.startedAt);
  const end = tokyoDate(input.endedAt);
  const touched = Math.max(1, (end.year - start.year) * 12 + (end.month - start.month) + 1);
  return Math.max(touched, MINIMUM_TERM_MONTHS[input.paymentMethod]);
}

/** Calendar months (Tokyo) touched from `from` to `to`, both included; at least 1. */
export function monthsTouched(from: Date, to: Date): number {
  const start = tokyoDate(from);
  const end = tokyoDate(to);
  return Math.max(1, (end.year - start.year) * 12 + (end.month - start.month) + 1);
}

/**
 * Months of the minimum term still unbilled when a contract ends at `endedAt` (withdrawal): the term's months
 * minus the months touched, never below 0. The months touched are billed anyway, each in full.
 */
export function remainingTermMonths(input: {
  startedAt: Date;
  endedAt: Date;
  paymentMethod: PaymentMethod;
}): number {
  return billableMonths(input) - monthsTouched(input.startedAt, input.endedAt);
}

/**
 * The instant from which a withdrawn company may sign up again: 00:00 Tokyo on the same calendar date three
 * months after the withdrawal (clamped to the month's end: withdrawn 30 Nov → 28/29 Feb).
 */
export function signUpAllowedFrom(withdrawnAt: Date): Date {
  const date = addTokyoMonths(tokyoDate(withdrawnAt), RESIGNUP_LOCKOUT_MONTHS);
  return tokyoMidnight(date.year, date.month, date.day);
}

/** Whether a company may sign up again: never withdrawn, or the 3-month lockout is over. */
export function canSignUpAgain(withdrawnAt: Date | null | undefined, now: Date): boolean {
  return !withdrawnAt || now.getTime() >= signUpAllowedFrom(withdrawnAt).getTime();
}
