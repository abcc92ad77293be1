/** The add and edit candidate dialog. */
import { z } from 'zod';
import { languageSchema, rankSchema } from '../enums.ts';
import { breakdownListSchema, type RegisteredBreakdownCount } from './breakdown.ts';
import { candidateRowShape } from './candidate-row.ts';
import { dateField } from './fields.ts';
import { questionSetSchema } from './question-item.ts';

export interface CandidateSchemaOptions {
  /** Referees already registered per breakdown entry (edit); counts may not go below these. */
  registered?: readonly RegisteredBreakdownCount[];
}

export function candidateFormSchema(options: CandidateSchemaOptions = {}) {
  return z.object({
    ...candidateRowShape,
    language: languageSchema.default('jp'),
    deadline: dateField('validation.deadlineRequired'),
    rank: rankSchema.default('fulltime'),
    selectionQuestion: z.boolean().default(true),
    questions: questionSetSchema.optional(),
    /** The company's template question set the candidate is asked (its questions replace `questions`). */
    templateId: z.uuid({ error: 'validation.invalid' }).optional(),
    refereeBreakdown: breakdownListSchema(options.registered),
  });
}

/** The schema for a new candidate (nothing registered yet). */
export const candidateSchema = candidateFormSchema();
export type CandidateFormInput = z.input<typeof candidateSchema>;
export type CandidateForm = z.output<typeof candidateSchema>;
