/** Response schemas of the company's card and plan routes (/api/company/card, /api/company/plan). */
import { z } from 'zod';
import { PLAN_STATUSES } from '../enums.ts';
import type { Wire } from './wire.ts';

/** `GET /api/company/card`: the card (masked) and the provider's browser tokenizer. */
export const cardViewSchema = z.object({
  cardValid: z.boolean(),
  /** none, valid, or invalid (expired, or declined by the monthly card batch). */
  cardStatus: z.enum(['none', 'valid', 'invalid']),
  invalidReason: z.enum(['expired', 'declined']).nullable(),
  maskedCardNo: z.string().nullable(),
  /** MM/YY */
  expiry: z.string().nullable(),
  tokenizer: z.object({ provider: z.enum(['sandbox', 'gmo']), scriptUrl: z.string(), shopId: z.string() }),
});

/** `POST /api/company/card`: registered, or the 3-D Secure challenge to open. */
export const cardRegistrationAnswerSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('Successfully') }),
  z.object({ result: z.literal('redirect'), redirectUrl: z.string() }),
]);

/** `GET /api/company/plan`, `POST /api/company/plan/order`. */
export const planViewSchema = z.object({
  planStatus: z.enum(PLAN_STATUSES),
  orderedAt: z.iso.datetime().nullable(),
});

// What the browser reads (dates as ISO strings).
export type CardView = Wire<z.output<typeof cardViewSchema>>;
export type CardRegistrationAnswer = Wire<z.output<typeof cardRegistrationAnswerSchema>>;
export type PlanView = Wire<z.output<typeof planViewSchema>>;
