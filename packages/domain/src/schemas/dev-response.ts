/** Response schemas of the development-only routes: the outbox, the embedded ATS receiver, the bot-check challenge. */
import { z } from 'zod';
import type { Wire } from './wire.ts';

/** One recorded mail or SMS (`GET /api/dev/outbox`), newest first. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'recorded', 'failed']),
  transport: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.date(),
});

/** One push the embedded ATS receiver kept. */
export const atsReceiptSchema = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  deliveryId: z.string().nullable(),
  /** Which of the company's subscription keys the Authorization header carried (null: none of them). */
  keySlot: z.enum(['primary', 'secondary']).nullable(),
  verified: z.boolean(),
  body: z.string(),
  receivedAt: z.date(),
});

/** `GET /api/bot-check/challenge`: a proof-of-work challenge (altcha). */
export const botChallengeSchema = z.object({
  algorithm: z.enum(['SHA-1', 'SHA-256', 'SHA-512']),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});

// What the browser reads (dates as ISO strings).
export type OutboxMessage = Wire<z.output<typeof outboxMessageSchema>>;
export type AtsReceipt = Wire<z.output<typeof atsReceiptSchema>>;
export type BotChallenge = Wire<z.output<typeof botChallengeSchema>>;
