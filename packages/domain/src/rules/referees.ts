/** Referee-breakdown totals and the deletion rule of the referee list. */
import { MIN_UNDELETED_REFEREES_FOR_DELETE } from './constants.ts';

/** Head count requested by the breakdown: the sum of numberOfPeople. */
export function breakdownTotal(breakdowns: readonly { numberOfPeople: number }[]): number {
  return breakdowns.reduce((sum, b) => sum + b.numberOfPeople, 0);
}

/** Whether the undeleted referees cover the requested head count (else 'not enough nominees to be saved'). */
export function enoughReferees(
  undeletedCount: number,
  breakdowns: readonly { numberOfPeople: number }[],
): boolean {
  return undeletedCount >= breakdownTotal(breakdowns);
}

/**
 * Whether a referee may be marked for deletion: at least 2 undeleted referees (this one included) remain,
 * and the referee's relationship was not chosen by the company.
 */
export function canMarkRefereeForDeletion(input: {
  undeletedCount: number;
  isRelationshipSelectedByCompany: boolean;
}): boolean {
  return !input.isRelationshipSelectedByCompany && input.undeletedCount >= MIN_UNDELETED_REFEREES_FOR_DELETE;
}
