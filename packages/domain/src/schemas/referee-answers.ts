/** The referee's questionnaire answers: every description answered, every selection a level from 1 to 5. */
import { z } from 'zod';
import { requiredText } from './fields.ts';

export const SELECTION_LEVEL_MIN = 1;
export const SELECTION_LEVEL_MAX = 5;

export const descriptionAnswerSchema = requiredText('validation.descriptionAnswerRequired');
export const selectionAnswerSchema = z
  .number({ error: 'validation.selectionAnswerRequired' })
  .int({ error: 'validation.selectionAnswerRequired' })
  .min(SELECTION_LEVEL_MIN, { error: 'validation.selectionAnswerRequired' })
  .max(SELECTION_LEVEL_MAX, { error: 'validation.selectionAnswerRequired' });

export interface RefereeAnswersSchemaOptions {
  descriptionKeys: readonly string[];
  /** Empty when the candidate has no selection questions. */
  selectionKeys: readonly string[];
}

/** Answers keyed by question key; only the given keys are kept. */
export function refereeAnswersSchema({ descriptionKeys, selectionKeys }: RefereeAnswersSchemaOptions) {
  return z.object({
    descriptions: z.object(Object.fromEntries(descriptionKeys.map((key) => [key, descriptionAnswerSchema])), {
      error: 'validation.descriptionAnswerRequired',
    }),
    selections: z
      .object(Object.fromEntries(selectionKeys.map((key) => [key, selectionAnswerSchema])), {
        error: 'validation.selectionAnswerRequired',
      })
      .default({}),
  });
}

export type RefereeAnswersInput = z.input<ReturnType<typeof refereeAnswersSchema>>;
export interface RefereeAnswers {
  descriptions: Record<string, string>;
  selections: Record<string, number>;
}
