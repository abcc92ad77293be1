import { describe, expect, it } from 'vitest';
import { type ReplaceableReferee, replacementAllowed } from './replacement.ts';

const now = new Date('2026-06-10T00:00:00Z');
const day = 86_400_000;
const settings = { replaceAfterDays: 3, maxReplacementsPerSlot: 2 };
const deadline = new Date(now.getTime() + 5 * day);
const referee: ReplaceableReferee = {
  invitedAt: new Date(now.getTime() - day),
  openedAt: null,
  completedAt: null,
  declinedAt: null,
  replacedAt: null,
};
const check = (
  r: Partial<ReplaceableReferee>,
  more: Partial<Parameters<typeof replacementAllowed>[1]> = {},
) => replacementAllowed({ ...referee, ...r }, { settings, replacementsInSlot: 0, deadline, now, ...more });

describe('replacementAllowed', () => {
  it('a declined referee may be replaced at once', () => {
    expect(check({ declinedAt: now })).toEqual({ allowed: true });
  });
  it('an unopened link may be replaced after the company days, not before', () => {
    expect(check({ invitedAt: new Date(now.getTime() - 3 * day) })).toEqual({ allowed: true });
    expect(check({ invitedAt: new Date(now.getTime() - 3 * day + 1) })).toEqual({
      allowed: false,
      reason: 'notYet',
    });
  });
  it('an opened link, or the setting off, is not replaceable unless declined', () => {
    const old = new Date(now.getTime() - 10 * day);
    expect(check({ invitedAt: old, openedAt: old })).toEqual({ allowed: false, reason: 'notYet' });
    expect(
      replacementAllowed(
        { ...referee, invitedAt: old },
        { settings: { ...settings, replaceAfterDays: null }, replacementsInSlot: 0, deadline, now },
      ),
    ).toEqual({ allowed: false, reason: 'notYet' });
  });
  it('at most the slot limit, never a completed or replaced referee, never after the deadline', () => {
    expect(check({ declinedAt: now }, { replacementsInSlot: 1 })).toEqual({ allowed: true });
    expect(check({ declinedAt: now }, { replacementsInSlot: 2 })).toEqual({
      allowed: false,
      reason: 'limitReached',
    });
    expect(check({ completedAt: now, declinedAt: now })).toEqual({ allowed: false, reason: 'completed' });
    expect(check({ declinedAt: now, replacedAt: now })).toEqual({
      allowed: false,
      reason: 'alreadyReplaced',
    });
    expect(check({ declinedAt: now }, { deadline: new Date(now.getTime() - 1) })).toEqual({
      allowed: false,
      reason: 'deadlinePassed',
    });
  });
});
