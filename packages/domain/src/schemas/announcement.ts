/** An announcement item published by the operator. */
import { z } from 'zod';
import { ANNOUNCEMENT_CATEGORIES } from '../enums.ts';
import { dateField, optionalText, requiredText, TEXT_LIMITS } from './fields.ts';

export const announcementSchema = z.object({
  category: z.enum(ANNOUNCEMENT_CATEGORIES, { error: 'validation.announcementCategoryRequired' }),
  title: requiredText('validation.announcementTitleRequired', TEXT_LIMITS.name),
  date: dateField('validation.announcementDateRequired'),
  text: requiredText('validation.announcementTextRequired'),
  href: optionalText().pipe(z.url({ protocol: /^https?$/, error: 'validation.urlInvalid' }).optional()),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;
export type Announcement = z.output<typeof announcementSchema>;
