/**
 * The candidate's regain-trust explanations. The questions (and the referee answers they are about) are fixed by
 * the company's request; the candidate only writes `excuse`s, in the same order. `excusesSchema` is the final
 * answer (every excuse filled in); `excuseDraftSchema` is what the page saves as the candidate types.
 */
import { z } from 'zod';
import { requiredText, safeText } from './fields.ts';
import { FOLLOW_UP_TEXT_MAX } from './follow-up.ts';

const excuse = requiredText('validation.excuseRequired', FOLLOW_UP_TEXT_MAX);
const draftExcuse = safeText(FOLLOW_UP_TEXT_MAX);

export const excusesSchema = z.object({
  fromReferees: z
    .array(z.object({ text: safeText(), answers: z.array(z.object({ text: safeText(), excuse })) }))
    .default([]),
  fromCompany: z.object({ text: safeText(), excuse }).optional(),
});
export type ExcusesInput = z.input<typeof excusesSchema>;
export type Excuses = z.output<typeof excusesSchema>;

/** Only the excuses, positionally: `fromReferees[i].answers[j]` and `fromCompany`. */
export const excuseAnswersSchema = z.object({
  fromReferees: z.array(z.object({ answers: z.array(z.object({ excuse })).max(100) })).max(100),
  fromCompany: z.object({ excuse }).optional(),
});
export type ExcuseAnswersInput = z.input<typeof excuseAnswersSchema>;
export type ExcuseAnswers = z.output<typeof excuseAnswersSchema>;

export const excuseDraftSchema = z.object({
  /** The client's edit order (its clock in ms plus a sequence): an older draft never overwrites a newer one. */
  revision: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  fromReferees: z.array(z.object({ answers: z.array(z.object({ excuse: draftExcuse })).max(100) })).max(100),
  fromCompany: z.object({ excuse: draftExcuse }).optional(),
});
export type ExcuseDraft = z.output<typeof excuseDraftSchema>;
