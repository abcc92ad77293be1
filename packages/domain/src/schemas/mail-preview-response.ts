/** Response schemas of the development mail preview (/api/dev/mail-templates). */
import { z } from 'zod';
import { languageSchema } from '../enums.ts';
import type { Wire } from './wire.ts';

export const MAIL_AUDIENCES = ['company', 'candidate', 'referee', 'operator'] as const;

/** `GET /api/dev/mail-templates`: every template and who receives it. */
export const mailTemplateListSchema = z.array(
  z.object({ name: z.string(), audience: z.enum(MAIL_AUDIENCES) }),
);

/** `GET /api/dev/mail-templates/:name/:language`: one template rendered with its sample data. */
export const renderedMailSchema = z.object({
  name: z.string(),
  language: languageSchema,
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});

// What the browser reads (dates as ISO strings).
export type MailAudience = (typeof MAIL_AUDIENCES)[number];
export type MailTemplateInfo = Wire<z.output<typeof mailTemplateListSchema>>[number];
export type RenderedMailTemplate = Wire<z.output<typeof renderedMailSchema>>;
