/** Invoices and receipts (issue 35): the company's list, the operator's issuer settings, ledger, payments. */
import { z } from 'zod';
import { yyyymmSchema } from './admin.ts';
import type { Wire } from './wire.ts';

/** A calendar date YYYY-MM-DD. */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'validation.dateInvalid' });

export const INVOICE_STATUSES = ['unpaid', 'paid', 'corrected'] as const;

export const receiptItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  amount: z.number().int(),
  receivedOn: z.string(),
  issuedAt: z.date(),
});

/** One invoice as the company sees it. */
export const companyInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['monthly', 'correction']),
  correctsNumber: z.string().nullable(),
  billedMonth: z.string(),
  issuedAt: z.date(),
  total: z.number().int(),
  tax10: z.number().int(),
  paymentMethod: z.enum(['card', 'invoice']),
  dueDate: z.string().nullable(),
  paidAmount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  receipts: z.array(receiptItemSchema),
});
export const companyInvoiceListSchema = z.object({ items: z.array(companyInvoiceSchema) });
export type CompanyInvoice = Wire<z.output<typeof companyInvoiceSchema>>;
export type CompanyInvoiceList = Wire<z.output<typeof companyInvoiceListSchema>>;

/** The issuer's settings as the operator sees them (null: not set yet). */
export const invoiceIssuerResponseSchema = z.object({
  issuer: z
    .object({
      legalName: z.string(),
      address: z.string(),
      phone: z.string(),
      registrationNumber: z.string(),
      bankAccount: z.string(),
      updatedAt: z.date(),
    })
    .nullable(),
});
export type InvoiceIssuerResponse = Wire<z.output<typeof invoiceIssuerResponseSchema>>;

export const issueMonthBodySchema = z.object({ month: yyyymmSchema });
export const issueMonthResponseSchema = z.object({
  month: z.string(),
  issued: z.number().int(),
  alreadyIssued: z.number().int(),
});

export const LEDGER_PAGE_SIZE = 50;
const amount = z.coerce.number().int().min(0).max(100_000_000);
/** The ledger's search (電子帳簿保存法: issue date range, amount range, counterparty; alone or combined). */
export const invoiceLedgerQuerySchema = z.object({
  issuedFrom: isoDaySchema.optional(),
  issuedTo: isoDaySchema.optional(),
  amountMin: amount.optional(),
  amountMax: amount.optional(),
  counterparty: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type InvoiceLedgerQuery = z.output<typeof invoiceLedgerQuerySchema>;

export const ledgerItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(['monthly', 'correction']),
  correctsNumber: z.string().nullable(),
  issuedAt: z.date(),
  companyId: z.string(),
  recipientName: z.string(),
  billedMonth: z.string(),
  subject10: z.number().int(),
  tax10: z.number().int(),
  total: z.number().int(),
  paymentMethod: z.enum(['card', 'invoice']),
  dueDate: z.string().nullable(),
  paidAmount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  overdue: z.boolean(),
  pdfSha256: z.string(),
});
export const invoiceLedgerSchema = z.object({
  items: z.array(ledgerItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoiceLedger = Wire<z.output<typeof invoiceLedgerSchema>>;
export type LedgerItem = Wire<z.output<typeof ledgerItemSchema>>;

/** 入金消込: the date and amount received (partial payments allowed). */
export const invoicePaymentBodySchema = z.object({
  receivedOn: isoDaySchema,
  amount: z.coerce.number().int().min(1, { error: 'invoices.amountInvalid' }).max(100_000_000),
});
export const invoicePaymentResponseSchema = z.object({
  receiptNumber: z.string(),
  paidAmount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
});

/** One line of a correction (tax included, 10 %). */
export const invoiceCorrectionLineSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, { error: 'invoices.lineLabelRequired' })
    .max(100, { error: 'invoices.lineLabelTooLong' }),
  quantity: z
    .number({ error: 'invoices.lineQuantityInvalid' })
    .int({ error: 'invoices.lineQuantityInvalid' })
    .min(1, { error: 'invoices.lineQuantityInvalid' })
    .max(100_000, { error: 'invoices.lineQuantityInvalid' }),
  unitPrice: z
    .number({ error: 'invoices.lineUnitPriceInvalid' })
    .int({ error: 'invoices.lineUnitPriceInvalid' })
    .min(0, { error: 'invoices.lineUnitPriceInvalid' })
    .max(10_000_000, { error: 'invoices.lineUnitPriceInvalid' }),
});
export const INVOICE_CORRECTION_MAX_LINES = 20;
/** A correction: the lines as they should have been, and why (the web's dialog validates with it too). */
export const invoiceCorrectionBodySchema = z.object({
  lines: z
    .array(invoiceCorrectionLineSchema)
    .min(1, { error: 'invoices.linesRequired' })
    .max(INVOICE_CORRECTION_MAX_LINES, { error: 'invoices.linesTooMany' }),
  note: z
    .string()
    .trim()
    .min(1, { error: 'invoices.correctionNoteRequired' })
    .max(200, { error: 'invoices.correctionNoteTooLong' }),
});
export const invoiceCorrectionResponseSchema = z.object({ id: z.string(), number: z.string() });
/** An invoice's lines as issued (the correction dialog starts from them). */
export const invoiceLinesResponseSchema = z.object({
  number: z.string(),
  lines: z.array(
    z.object({
      label: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});
export type InvoiceLines = Wire<z.output<typeof invoiceLinesResponseSchema>>;

const bucket = z.object({ count: z.number().int(), amount: z.number().int() });
const summary = z.object({ billed: bucket, paid: bucket, unpaid: bucket, overdue: bucket });
const planSchema = z.enum(['LIGHT', 'STANDARD']);
const methodSchema = z.enum(['card', 'invoice']);
/**
 * The month view: billed, paid, unpaid, overdue; plan × payment method (every cell, zeros included), its margins
 * by plan and by payment method, and the month's total.
 */
export const invoiceMonthViewSchema = z.object({
  month: z.string(),
  all: summary,
  byPlan: z.array(summary.extend({ plan: planSchema })),
  byMethod: z.array(summary.extend({ paymentMethod: methodSchema })),
  byPlanAndMethod: z.array(summary.extend({ plan: planSchema, paymentMethod: methodSchema })),
});
export type InvoiceMonthView = Wire<z.output<typeof invoiceMonthViewSchema>>;
