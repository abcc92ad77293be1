/** The candidate declines the reference check with a reason. */
import { z } from 'zod';
import { requiredText } from './fields.ts';

export const declineSchema = z.object({ description: requiredText('validation.declineReasonRequired') });
export type DeclineInput = z.input<typeof declineSchema>;
export type Decline = z.output<typeof declineSchema>;
