/**
 * The referee's confirmation of the relationship and period the candidate stated (issue 22, `relationshipCorrected`):
 * how an answer is stored on the referee row, and how the row reads back to the referee page.
 */
import type { RelationshipConfirmation } from '@refcheck/domain';
import type { referees } from '../../db/schema/index.ts';

type Row = typeof referees.$inferSelect;

/** The columns an answer sets: "right as stated" clears any earlier correction. */
export function relationshipColumns(input: RelationshipConfirmation, now: Date) {
  const corrected = input.answer === 'corrected' ? input : null;
  return {
    relationshipConfirmedAt: now,
    confirmedRelationship: corrected?.relationship ?? null,
    confirmedOtherRelationship: corrected?.otherRelationship ?? null,
    confirmedTimeToBegin: corrected?.timeToBegin ?? null,
    confirmedTimeToEnd: corrected?.timeToEnd ?? null,
  } satisfies Partial<Row>;
}

/** What the referee page shows: the candidate's statement and the referee's answer so far. */
export function relationshipView(row: Row) {
  return {
    stated: {
      relationship: row.relationship,
      otherRelationship: row.otherRelationship,
      timeToBegin: row.timeToBegin,
      timeToEnd: row.workingTogether ? null : row.timeToEnd,
    },
    relationshipConfirmation: row.relationshipConfirmedAt
      ? {
          answer: row.confirmedRelationship ? ('corrected' as const) : ('correct' as const),
          relationship: row.confirmedRelationship,
          otherRelationship: row.confirmedOtherRelationship,
          timeToBegin: row.confirmedTimeToBegin,
          timeToEnd: row.confirmedTimeToEnd,
        }
      : null,
  };
}
