/**
 * Candidate (talent) status: the 離 rule and the transition function every status change goes through.
 *
 * Allowed events per status (anything else is refused and leaves the status as it is):
 *
 * | event               | talentRegistered | mailSend | agreeToPrivacyPolicy | refereesRegistered | refereesAnswered |
 * |---------------------|------------------|----------|----------------------|--------------------|------------------|
 * | mailSent            | → mailSend       | stays    | stays                | stays              | stays            |
 * | privacyAgreed       | → agree…         | → agree… | stays                | stays              | stays            |
 * | refereeAdded        | refused          | refused  | → refereesRegistered | stays              | → refereesRegistered |
 * | allRefereesAnswered | refused          | refused  | refused              | → refereesAnswered | stays            |
 *
 * Re-sending the invitation or agreeing again never moves a candidate back. A referee can only be added after
 * the candidate agreed to the privacy policy; adding one always clears completedAt. Completing sets
 * completedAt to the event's time.
 */
import type { TalentStatus } from '../enums.ts';
import { LEFT_DAYS } from './constants.ts';
import { tokyoCalendarDaysBetween } from './tokyo-time.ts';

export const TALENT_EVENTS = ['mailSent', 'privacyAgreed', 'refereeAdded', 'allRefereesAnswered'] as const;
export type TalentEventType = (typeof TALENT_EVENTS)[number];

export type TalentEvent =
  | { type: 'mailSent' }
  | { type: 'privacyAgreed' }
  | { type: 'refereeAdded' }
  | { type: 'allRefereesAnswered'; at: Date };

/** The result of an event: the new status and, when it changes, the candidate's completedAt. */
export type TalentTransition =
  | { allowed: true; status: TalentStatus; completedAt?: Date | null }
  | { allowed: false; status: TalentStatus };

const ALLOWED_FROM: Record<TalentEventType, readonly TalentStatus[]> = {
  mailSent: [
    'talentRegistered',
    'mailSend',
    'agreeToPrivacyPolicy',
    'refereesRegistered',
    'refereesAnswered',
  ],
  privacyAgreed: [
    'talentRegistered',
    'mailSend',
    'agreeToPrivacyPolicy',
    'refereesRegistered',
    'refereesAnswered',
  ],
  refereeAdded: ['agreeToPrivacyPolicy', 'refereesRegistered', 'refereesAnswered'],
  allRefereesAnswered: ['refereesRegistered', 'refereesAnswered'],
};

/** Whether an event may happen to a candidate in a status. */
export function isTalentEventAllowed(current: TalentStatus, event: TalentEventType): boolean {
  return ALLOWED_FROM[event].includes(current);
}

/** Applies an event to a candidate's status; see the table above. */
export function nextTalentStatus(current: TalentStatus, event: TalentEvent): TalentTransition {
  if (!isTalentEventAllowed(current, event.type)) return { allowed: false, status: current };
  switch (event.type) {
    case 'mailSent':
      return { allowed: true, status: current === 'talentRegistered' ? 'mailSend' : current };
    case 'privacyAgreed':
      return {
        allowed: true,
        status: current === 'talentRegistered' || current === 'mailSend' ? 'agreeToPrivacyPolicy' : current,
      };
    case 'refereeAdded':
      return { allowed: true, status: 'refereesRegistered', completedAt: null };
    case 'allRefereesAnswered':
      return current === 'refereesAnswered'
        ? { allowed: true, status: current }
        : { allowed: true, status: 'refereesAnswered', completedAt: event.at };
  }
}

/**
 * Whether a candidate counts as left (離): not refereesAnswered and MORE than 60 days after the deadline.
 * Days are Asia/Tokyo calendar days from the deadline's date to today's date, whatever the times of day:
 * with a deadline on 1 Jan, 2 Mar (day 60) is not left and 3 Mar (day 61) is.
 */
export function isLeft(
  talent: { status: TalentStatus; deadline: Date | null | undefined },
  now: Date,
): boolean {
  if (talent.status === 'refereesAnswered' || !talent.deadline) return false;
  return tokyoCalendarDaysBetween(talent.deadline, now) > LEFT_DAYS;
}
