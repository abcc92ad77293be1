/** The candidate's regain-trust explanations: every excuse must be filled in. */
import { z } from 'zod';
import { requiredText } from './fields.ts';

const excuse = requiredText('validation.excuseRequired');

export const excusesSchema = z.object({
  fromReferees: z
    .array(z.object({ text: z.string(), answers: z.array(z.object({ text: z.string(), excuse })) }))
    .default([]),
  fromCompany: z.object({ text: z.string(), excuse }).optional(),
});
export type ExcusesInput = z.input<typeof excusesSchema>;
export type Excuses = z.output<typeof excusesSchema>;
