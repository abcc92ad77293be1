/** Replacing a referee (issue 36): who may be replaced and how often per breakdown slot. Pure. */

export const REPLACEMENT_DEFAULTS = { replaceAfterDays: 3, maxReplacementsPerSlot: 2 } as const;

export interface ReplaceableReferee {
  invitedAt: Date | null;
  openedAt: Date | null;
  completedAt: Date | null;
  declinedAt: Date | null;
  replacedAt: Date | null;
}

export interface ReplacementSettings {
  /** Days after the invitation an unopened link may be replaced; null: only declined referees. */
  replaceAfterDays: number | null;
  maxReplacementsPerSlot: number;
}

export type ReplaceRefusal = 'completed' | 'alreadyReplaced' | 'notYet' | 'limitReached' | 'deadlinePassed';

/**
 * Whether the candidate may replace this referee now: a declined one, or one who has not opened the link within
 * the company's days; never a completed or replaced one, after the deadline, or past the slot's limit
 * (`replacementsInSlot`: the replacements already made in the referee's slot of this check).
 */
export function replacementAllowed(
  referee: ReplaceableReferee,
  input: { settings: ReplacementSettings; replacementsInSlot: number; deadline: Date; now: Date },
): { allowed: true } | { allowed: false; reason: ReplaceRefusal } {
  if (referee.completedAt) return { allowed: false, reason: 'completed' };
  if (referee.replacedAt) return { allowed: false, reason: 'alreadyReplaced' };
  if (input.deadline.getTime() < input.now.getTime()) return { allowed: false, reason: 'deadlinePassed' };
  if (input.replacementsInSlot >= input.settings.maxReplacementsPerSlot) {
    return { allowed: false, reason: 'limitReached' };
  }
  if (referee.declinedAt) return { allowed: true };
  const days = input.settings.replaceAfterDays;
  if (days === null || referee.openedAt || !referee.invitedAt) return { allowed: false, reason: 'notYet' };
  const due = referee.invitedAt.getTime() + days * 24 * 3_600_000;
  return input.now.getTime() >= due ? { allowed: true } : { allowed: false, reason: 'notYet' };
}
