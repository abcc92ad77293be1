/** The company's regain-trust (follow-up) mail: a response deadline and an optional question of its own. */
import { z } from 'zod';
import { dateField, optionalText } from './fields.ts';

export const followUpSchema = z.object({
  excuseDeadline: dateField('validation.followUpDeadlineRequired'),
  fromCompanyText: optionalText(),
});
export type FollowUpInput = z.input<typeof followUpSchema>;
export type FollowUp = z.output<typeof followUpSchema>;
