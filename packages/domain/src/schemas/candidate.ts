/** The add and edit candidate dialog. */
import { z } from 'zod';
import { languageSchema, rankSchema } from '../enums.ts';
import { questionSetsFairHiringReview } from '../privacy/fair-hiring.ts';
import { breakdownListSchema, type RegisteredBreakdownCount } from './breakdown.ts';
import { candidateRowShape } from './candidate-row.ts';
import { dateField } from './fields.ts';
import { questionSetSchema } from './question-item.ts';

export interface CandidateSchemaOptions {
  /** Referees already registered per breakdown entry (edit); counts may not go below these. */
  registered?: readonly RegisteredBreakdownCount[];
}

/** The dialog's fields without the cross-field rules (the CSV import picks its common settings from these). */
export function candidateFormFields(options: CandidateSchemaOptions = {}) {
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
    /** The company confirmed the Employment Security Act warning its own questions raise (privacy/fair-hiring.ts). */
    fairHiringConfirmed: z.boolean().default(false),
  });
}

/**
 * The Employment Security Act guard on a candidate's own questions (the `original_` ones; a template's were checked
 * when the template was saved): a question on a guideline topic needs the company's confirmation.
 */
type CandidateQuestions = {
  language?: string;
  questions?: {
    descriptions?: { key: string; text: string }[];
    selections?: { key: string; text: string }[];
  };
  templateId?: string;
};

/** The candidate's own questions to check, keyed by its language; none when it takes a template's. */
export function candidateOwnQuestionSets(value: CandidateQuestions) {
  return value.templateId || !value.questions ? {} : { [value.language ?? 'jp']: value.questions };
}

export function refineFairHiring(
  value: CandidateQuestions & { fairHiringConfirmed?: boolean },
  ctx: z.RefinementCtx,
) {
  if (value.fairHiringConfirmed) return;
  if (questionSetsFairHiringReview(candidateOwnQuestionSets(value)).length > 0) {
    ctx.addIssue({ code: 'custom', path: ['fairHiringConfirmed'], message: 'validation.fairHiringConfirm' });
  }
}

export function candidateFormSchema(options: CandidateSchemaOptions = {}) {
  return candidateFormFields(options).superRefine(refineFairHiring);
}

/** The schema for a new candidate (nothing registered yet). */
export const candidateSchema = candidateFormSchema();
export type CandidateFormInput = z.input<typeof candidateSchema>;
export type CandidateForm = z.output<typeof candidateSchema>;
