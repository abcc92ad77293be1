/**
 * The referee's answer to "is the relationship and period the candidate stated right?" (issue 22, trust signal
 * `relationshipCorrected`): right as stated, or corrected with the relationship and period the referee remembers.
 * The same schema validates the referee page and PUT /api/referee-flow/relationship.
 */
import { z } from 'zod';
import { RELATIONSHIPS } from '../enums.ts';
import { optionalText, safeText, TEXT_LIMITS, yearMonthField } from './fields.ts';

export const RELATIONSHIP_ANSWERS = ['correct', 'corrected'] as const;

export const relationshipConfirmationSchema = z
  .object({
    answer: z.enum(RELATIONSHIP_ANSWERS, { error: 'validation.relationshipAnswerRequired' }),
    relationship: z.enum(RELATIONSHIPS, { error: 'validation.relationshipRequired' }).optional(),
    otherRelationship: safeText(TEXT_LIMITS.name).default(''),
    timeToBegin: optionalText().pipe(yearMonthField().optional()),
    workingTogether: z.boolean().default(false),
    timeToEnd: optionalText().pipe(yearMonthField().optional()),
  })
  .superRefine((input, ctx) => {
    if (input.answer !== 'corrected') return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!input.relationship) issue('relationship', 'validation.relationshipRequired');
    if (input.relationship === 'other' && input.otherRelationship === '') {
      issue('otherRelationship', 'validation.otherRelationshipRequired');
    }
    if (!input.timeToBegin) issue('timeToBegin', 'validation.monthInvalid');
    if (!input.workingTogether && !input.timeToEnd) issue('timeToEnd', 'validation.monthInvalid');
    if (
      !input.workingTogether &&
      input.timeToBegin &&
      input.timeToEnd &&
      input.timeToEnd < input.timeToBegin
    ) {
      issue('timeToEnd', 'validation.endBeforeBegin');
    }
  })
  .transform((input) =>
    input.answer === 'correct'
      ? { answer: 'correct' as const }
      : {
          answer: 'corrected' as const,
          relationship: input.relationship!,
          otherRelationship: input.relationship === 'other' ? input.otherRelationship : '',
          timeToBegin: input.timeToBegin!,
          /** null: still working together. */
          timeToEnd: input.workingTogether ? null : input.timeToEnd!,
        },
  );
export type RelationshipConfirmationInput = z.input<typeof relationshipConfirmationSchema>;
export type RelationshipConfirmation = z.output<typeof relationshipConfirmationSchema>;
