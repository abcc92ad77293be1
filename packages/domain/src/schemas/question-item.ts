/** A question as stored in templates and on candidates: a key and its text (empty text is rejected). */
import { z } from 'zod';
import { requiredText, TEXT_LIMITS } from './fields.ts';

export const questionItemSchema = z.object({
  key: requiredText('validation.invalid', TEXT_LIMITS.name),
  text: requiredText('validation.questionEmpty'),
});
export type QuestionItem = z.output<typeof questionItemSchema>;

/** The questions of one language. */
export const questionSetSchema = z.object({
  descriptions: z.array(questionItemSchema).default([]),
  selections: z.array(questionItemSchema).default([]),
});
export type QuestionSetInput = z.input<typeof questionSetSchema>;
export type QuestionSet = z.output<typeof questionSetSchema>;
