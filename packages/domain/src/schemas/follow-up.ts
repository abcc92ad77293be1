/**
 * The company's regain-trust (follow-up) request: a response deadline, the referee answers the candidate is asked
 * to explain, and an optional question of the company's own. At least one of the two must be there.
 */
import { z } from 'zod';
import { dateField, optionalText } from './fields.ts';

/** Longest free text in a follow-up (a question or an explanation). */
export const FOLLOW_UP_TEXT_MAX = 2000;
/** At most this many referee answers in one request. */
export const FOLLOW_UP_ITEMS_MAX = 100;

export const followUpItemSchema = z.object({
  refereeId: z.uuid(),
  questionKey: z.string().min(1).max(100),
});

export const followUpSchema = z
  .object({
    excuseDeadline: dateField('validation.followUpDeadlineRequired'),
    fromCompanyText: optionalText(FOLLOW_UP_TEXT_MAX),
    items: z.array(followUpItemSchema).max(FOLLOW_UP_ITEMS_MAX).default([]),
  })
  .refine((v) => v.items.length > 0 || v.fromCompanyText !== undefined, {
    error: 'validation.followUpNothingToAsk',
    path: ['items'],
  });
export type FollowUpInput = z.input<typeof followUpSchema>;
export type FollowUp = z.output<typeof followUpSchema>;
export type FollowUpItem = z.output<typeof followUpItemSchema>;
