/** The referee's "interested in the service" email prompt. */
import { z } from 'zod';
import { emailField } from './fields.ts';

export const interestEmailSchema = z.object({
  email: emailField('validation.interestEmailInvalid', 'validation.interestEmailInvalid'),
});
export type InterestEmailInput = z.input<typeof interestEmailSchema>;
export type InterestEmail = z.output<typeof interestEmailSchema>;
