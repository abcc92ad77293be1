/** The body of one autosave of a referee's answer: the value and the client's edit order (see rules/autosave). */
import { z } from 'zod';
import { safeText, TEXT_LIMITS } from './fields.ts';

/** A revision: a non-negative safe integer (ms × 1000 + sequence). */
export const revisionSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const answerSaveSchema = z.object({
  text: safeText(TEXT_LIMITS.freeText).optional(),
  level: z.number().int().optional(),
  /** Optional for older clients: the save then counts as made when it arrives. */
  rev: revisionSchema.optional(),
});
export type AnswerSave = z.infer<typeof answerSaveSchema>;
