/** Response schemas of the operator's billing page (/api/admin/billing/*): only the fields listed here leave the server. */
import { z } from 'zod';
import type { Wire } from './wire.ts';

/** A row of the billing export, as the domain builds it. */
export const billingRowSchema = z.object({
  shopId: z.string(),
  orderId: z.string(),
  memberId: z.string(),
  jobCode: z.string(),
  amount: z.number().int(),
  tax: z.number().int(),
  companyName: z.string(),
  itemText: z.string(),
  breakdownText: z.string(),
  paymentMethod: z.enum(['card', 'invoice']),
  /** Why the amount holds more than the month (minimum contract term), else ''. */
  reason: z.string(),
});

/** `GET /api/admin/billing/months`: months the export and the RISK EYES upload offer; months already uploaded. */
export const billingMonthsSchema = z.object({
  exportMonths: z.array(z.string()),
  riskMonths: z.array(z.string()),
  uploaded: z.array(
    z.object({
      month: z.string(),
      users: z.number().int(),
      total: z.number().int(),
      uploadedAt: z.date(),
    }),
  ),
});

/** `GET /api/admin/billing/export`: the card batch (row count, preview) and the invoice companies. */
export const billingPreviewSchema = z.object({
  month: z.string(),
  fileName: z.string(),
  total: z.number().int(),
  previewRows: z.number().int(),
  preview: z.array(billingRowSchema),
  /** Companies paying by invoice: their own file, not the card batch. */
  invoice: z.object({
    fileName: z.string(),
    total: z.number().int(),
    preview: z.array(billingRowSchema),
  }),
});

/** `POST /api/admin/billing/card-results[/preview]`. */
export const cardResultsSchema = z.object({
  rows: z.number().int(),
  declined: z.number().int(),
  /** Cards marked invalid by this upload (0 in a preview). */
  marked: z.number().int(),
  preview: z.array(
    z.object({
      line: z.number().int(),
      memberId: z.string(),
      companyName: z.string(),
      orderId: z.string(),
      resultCode: z.string(),
      declined: z.boolean(),
    }),
  ),
});

/** `POST /api/admin/billing/risk-usage[/preview]`. */
export const riskUsageSchema = z.object({
  month: z.string(),
  fileName: z.string(),
  rows: z.number().int(),
  total: z.number().int(),
  userCount: z.number().int(),
  /** The first 20 user sums. */
  preview: z.array(z.object({ userId: z.string(), amount: z.number().int() })),
  uploadedAt: z.date().nullable(),
});

// What the browser reads (dates as ISO strings).
export type BillingRow = Wire<z.output<typeof billingRowSchema>>;
/**
 * SMS a client company caused in a month (issue 36): the referee SMS reminder and the decline notice to the
 * candidate, both sent only with the company's SMS switch on. Companies with none are left out.
 */
export const smsUsageSchema = z.object({
  month: z.string(),
  companies: z.array(
    z.object({
      companyId: z.string(),
      name: z.string(),
      reminders: z.number().int(),
      declineNotices: z.number().int(),
      total: z.number().int(),
    }),
  ),
  total: z.number().int(),
});

export type BillingMonths = Wire<z.output<typeof billingMonthsSchema>>;
export type BillingPreview = Wire<z.output<typeof billingPreviewSchema>>;
export type CardResults = Wire<z.output<typeof cardResultsSchema>>;
export type RiskUsage = Wire<z.output<typeof riskUsageSchema>>;
export type SmsUsage = Wire<z.output<typeof smsUsageSchema>>;
