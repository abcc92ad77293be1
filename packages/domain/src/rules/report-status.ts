/** Report status of a candidate and the answer state of each referee. */
import type { RefereeTag, ReportStatus } from '../enums.ts';

/** A referee as the status rules need it. */
export interface RefereeProgress {
  completedAt: Date | null | undefined;
  /** The referee declined to answer (issue 36). */
  declinedAt?: Date | null;
  /** The referee's saved answers (descriptions and selections); any saved value counts as started. */
  answer?: {
    descriptions?: Readonly<Record<string, unknown>>;
    selections?: Readonly<Record<string, unknown>>;
  } | null;
}

/** done when at least one referee exists and all completed; noReferee when none; otherwise noAnswer. */
export function reportStatus(referees: readonly Pick<RefereeProgress, 'completedAt'>[]): ReportStatus {
  if (referees.length === 0) return 'noReferee';
  return referees.every((r) => r.completedAt) ? 'done' : 'noAnswer';
}

const hasValue = (record: Readonly<Record<string, unknown>> | undefined): boolean =>
  Object.values(record ?? {}).some((v) => v !== null && v !== undefined && v !== '');

/** completed when completedAt is set, inProgress when any answer is saved, otherwise unanswered. */
export function refereeTag(referee: RefereeProgress): RefereeTag {
  if (referee.completedAt) return 'completed';
  if (referee.declinedAt) return 'declined';
  if (referee.answer && (hasValue(referee.answer.descriptions) || hasValue(referee.answer.selections))) {
    return 'inProgress';
  }
  return 'unanswered';
}

export const REFEREE_TAG_COLORS = ['green', 'yellow', 'red', 'gray'] as const;
export type RefereeTagColor = (typeof REFEREE_TAG_COLORS)[number];

/** Theme colour token of a referee tag: green completed, yellow in progress, red unanswered, gray declined. */
export function refereeTagColor(tag: RefereeTag): RefereeTagColor {
  const colors: Record<RefereeTag, RefereeTagColor> = {
    completed: 'green',
    inProgress: 'yellow',
    unanswered: 'red',
    declined: 'gray',
  };
  return colors[tag];
}
