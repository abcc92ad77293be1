/** Template question sets (add and edit). Questions are kept per language; jp is required. */
import { z } from 'zod';
import { rankSchema } from '../enums.ts';
import { questionSetsFairHiringReview } from '../privacy/fair-hiring.ts';
import { requiredText, TEXT_LIMITS } from './fields.ts';
import { questionSetSchema } from './question-item.ts';

export const templateSchema = z
  .object({
    name: requiredText('validation.templateNameRequired', TEXT_LIMITS.name),
    templateType: rankSchema,
    questions: z.object({
      jp: questionSetSchema,
      en: questionSetSchema.optional(),
      cn: questionSetSchema.optional(),
    }),
    /**
     * The company read the Employment Security Act warning its questions raise (privacy/fair-hiring.ts) and keeps
     * them: a question touching a guideline topic is saved only with this set.
     */
    fairHiringConfirmed: z.boolean().default(false),
  })
  .superRefine((template, ctx) => {
    if (template.fairHiringConfirmed) return;
    if (questionSetsFairHiringReview(template.questions).length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['fairHiringConfirmed'],
        message: 'validation.fairHiringConfirm',
      });
    }
  });
export type TemplateInput = z.input<typeof templateSchema>;
export type Template = z.output<typeof templateSchema>;
