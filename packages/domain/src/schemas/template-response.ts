/** Response schemas of /api/templates (the request body is templateSchema in template.ts). */
import { z } from 'zod';
import { LANGUAGES, RANKS } from '../enums.ts';
import type { Wire } from './wire.ts';

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

/** `GET /api/templates`: one row of the list, as the browser reads it. */
export type TemplateListItem = Wire<z.output<typeof templateListItemSchema>>;
/** `GET /api/templates/:id`, as the browser reads it. */
export type TemplateDetail = Wire<z.output<typeof templateDetailSchema>>;
