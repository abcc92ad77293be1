/**
 * Qualified invoices (適格請求書, issue 35): the issuer's registration number, the invoice built from a billing CSV
 * row (export-csv.ts: the one source of truth of what a company is charged), the consumption tax rounded once per
 * rate per invoice, due dates and document numbers.
 *
 * Tax convention: the tax-excluded amounts of the lines are summed per rate (all 10 % here) and the tax of that sum
 * is computed once and rounded UP to the yen — the rounding the billing CSV (and so the card charge) uses
 * (pricing.ts `taxIncluded`), so the invoice states exactly the tax charged. Never per line.
 */
import { z } from 'zod';
import { addTokyoMonths, daysInMonth, tokyoDate, yyyymm } from '../rules/tokyo-time.ts';
import type { BillingCsvRow, BillingLine } from './export-csv.ts';
import { TAX_RATE_PERCENT } from './pricing.ts';

/**
 * The check digit of a 12-digit corporate number (法人番号の検査用数字, 国税庁):
 * 9 − (Σ digit × weight mod 9), the weights 1, 2, 1, 2, … from the lowest digit.
 */
export function corporateNumberCheckDigit(base: string): number {
  if (!/^[0-9]{12}$/.test(base)) throw new RangeError('a corporate number base has 12 digits');
  let sum = 0;
  for (let n = 1; n <= 12; n++) {
    const digit = Number(base[12 - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return 9 - (sum % 9);
}

/** A qualified-invoice registration number: `T` + a 13-digit corporate number whose first digit checks the rest. */
export function isRegistrationNumber(value: string): boolean {
  const match = /^T([1-9])([0-9]{12})$/.exec(value);
  return !!match && Number(match[1]) === corporateNumberCheckDigit(match[2]!);
}

export const registrationNumberSchema = z
  .string()
  .trim()
  .refine(isRegistrationNumber, { error: 'invoices.registrationNumberInvalid' });

/** The issuer's settings (operator): printed on every invoice and receipt. */
export const invoiceIssuerSchema = z.object({
  legalName: z.string().trim().min(1, { error: 'invoices.legalNameRequired' }).max(100),
  address: z.string().trim().min(1, { error: 'invoices.addressRequired' }).max(200),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,20}$/, { error: 'validation.phoneInvalid' }),
  registrationNumber: registrationNumberSchema,
  /** The bank account for transfers (請求書払い), as printed. */
  bankAccount: z.string().trim().min(1, { error: 'invoices.bankAccountRequired' }).max(200),
});
export type InvoiceIssuer = z.output<typeof invoiceIssuerSchema>;

/** The consumption tax of a tax-excluded sum at one rate: rounded up to the yen, once (integers only). */
export function taxOfRate(subject: number, ratePercent = TAX_RATE_PERCENT): number {
  if (!Number.isInteger(subject) || subject < 0)
    throw new RangeError('subject must be a non-negative integer');
  return Math.ceil((subject * ratePercent) / 100);
}

/** The tax part of a tax-included sum at one rate (how much of it is tax): computed once, on the sum. */
export function taxOfIncluded(total: number, ratePercent = TAX_RATE_PERCENT): number {
  if (!Number.isInteger(total) || total < 0) throw new RangeError('total must be a non-negative integer');
  return total - Math.floor((total * 100) / (100 + ratePercent));
}

export interface InvoiceTotals {
  /** The amount subject to 10 % (tax excluded): the sum of the lines. */
  subject10: number;
  /** Its consumption tax, rounded once. */
  tax10: number;
  /** subject10 + tax10. */
  total: number;
}

/** The totals of lines at 10 %: one tax for the rate, never per line. */
export function invoiceTotals(lines: readonly { amount: number }[]): InvoiceTotals {
  const subject10 = lines.reduce((sum, l) => sum + l.amount, 0);
  const tax10 = taxOfRate(subject10);
  return { subject10, tax10, total: subject10 + tax10 };
}

export type InvoicePaymentMethod = 'card' | 'invoice';

/**
 * The due date (Tokyo calendar date, YYYY-MM-DD) of a billed month paid by invoice: the last day of the month after
 * the billed month (月末締め翌月末払い). Card payments have none (charged by the monthly batch).
 */
export function invoiceDueDate(billedMonth: string, method: InvoicePaymentMethod): string | null {
  if (method === 'card') return null;
  const next = addTokyoMonths(
    { year: Number(billedMonth.slice(0, 4)), month: Number(billedMonth.slice(4)), day: 1 },
    1,
  );
  return `${next.year}-${String(next.month).padStart(2, '0')}-${String(daysInMonth(next.year, next.month)).padStart(2, '0')}`;
}

/** An invoice is overdue from the day after its due date (Tokyo) while not fully paid. */
export function isOverdue(dueDate: string | null, paid: boolean, now: Date): boolean {
  if (!dueDate || paid) return false;
  const t = tokyoDate(now);
  const today = `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;
  return today > dueDate;
}

export const INVOICE_NUMBER_PREFIX = 'INV';
export const RECEIPT_NUMBER_PREFIX = 'RCP';
export const DOCUMENT_SEQUENCE_MAX = 99_999;

/**
 * A document number: prefix, the Tokyo month of issue and the issuer's sequence in that month, 5 digits
 * (`INV-202611-00001`). Sequences restart at 1 each month, per issuer and prefix, and are gapless.
 */
export function documentNumber(prefix: string, issuedAt: Date, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > DOCUMENT_SEQUENCE_MAX) {
    throw new RangeError('sequence out of range');
  }
  const { year, month } = tokyoDate(issuedAt);
  return `${prefix}-${yyyymm(year, month)}-${String(sequence).padStart(5, '0')}`;
}

/** The counter a number is drawn from: prefix and Tokyo month of issue (`INV-202611`). */
export function documentSeries(prefix: string, issuedAt: Date): string {
  const { year, month } = tokyoDate(issuedAt);
  return `${prefix}-${yyyymm(year, month)}`;
}

/** The content of an invoice, as issued (immutable). */
export interface InvoiceContent {
  billedMonth: string;
  /** The billing CSV row it comes from (its オーダーID). */
  orderId: string;
  companyId: string;
  recipientName: string;
  paymentMethod: InvoicePaymentMethod;
  lines: BillingLine[];
  subject10: number;
  tax10: number;
  total: number;
  dueDate: string | null;
  /** Why the amount holds more than the month (minimum term), else ''. */
  note: string;
}

/**
 * The invoice of a billing CSV row: its lines, the amount and tax of the row. Throws when the lines or the tax
 * disagree with the row (the invoice never states a figure the CSV does not).
 */
export function invoiceFromBillingRow(row: BillingCsvRow, billedMonth: string): InvoiceContent {
  const totals = invoiceTotals(row.lines);
  if (totals.subject10 !== row.amount || totals.tax10 !== row.tax) {
    throw new Error(`invoice figures disagree with the billing row ${row.orderId}`);
  }
  return {
    billedMonth,
    orderId: row.orderId,
    companyId: row.memberId,
    recipientName: row.companyName,
    paymentMethod: row.paymentMethod,
    lines: row.lines.map((l) => ({ ...l })),
    ...totals,
    dueDate: invoiceDueDate(billedMonth, row.paymentMethod),
    note: row.reason,
  };
}

/** The billed period of a month: its first and last Tokyo dates (YYYY-MM-DD). */
export function billedPeriod(billedMonth: string): { from: string; to: string } {
  const year = Number(billedMonth.slice(0, 4));
  const month = Number(billedMonth.slice(4));
  const m = String(month).padStart(2, '0');
  return { from: `${year}-${m}-01`, to: `${year}-${m}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

/** The status a company sees: corrected (superseded) wins, then paid in full, else unpaid. */
export type InvoiceStatus = 'unpaid' | 'paid' | 'corrected';
export function invoiceStatus(invoice: {
  total: number;
  paidAmount: number;
  supersededBy: string | null;
}): InvoiceStatus {
  if (invoice.supersededBy) return 'corrected';
  return invoice.paidAmount >= invoice.total ? 'paid' : 'unpaid';
}
