/** Template question sets (add and edit). Questions are kept per language; jp is required. */
import { z } from 'zod';
import { rankSchema } from '../enums.ts';
import { requiredText, TEXT_LIMITS } from './fields.ts';
import { questionSetSchema } from './question-item.ts';

export const templateSchema = z.object({
  name: requiredText('validation.templateNameRequired', TEXT_LIMITS.name),
  templateType: rankSchema,
  questions: z.object({
    jp: questionSetSchema,
    en: questionSetSchema.optional(),
    cn: questionSetSchema.optional(),
  }),
});
export type TemplateInput = z.input<typeof templateSchema>;
export type Template = z.output<typeof templateSchema>;
