/** Request and response schemas of /api/templates (the request body is the domain's templateSchema). */
import { LANGUAGES, RANKS } from '@refcheck/domain';
import { z } from 'zod';

export const templateIdParams = z.object({ id: z.uuid() });

export const templateListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  templateType: z.enum(RANKS),
  createdAt: z.date(),
  updatedAt: z.date(),
  descriptionCount: z.number(),
  selectionCount: z.number(),
});

const questionList = z.array(z.object({ key: z.string(), text: z.string() }));
const questionSet = z.object({ descriptions: questionList, selections: questionList });

export const templateDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  templateType: z.enum(RANKS),
  createdAt: z.date(),
  updatedAt: z.date(),
  questions: z.object(
    Object.fromEntries(LANGUAGES.map((l) => [l, questionSet])) as Record<
      (typeof LANGUAGES)[number],
      typeof questionSet
    >,
  ),
});
