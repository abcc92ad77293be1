import { describe, expect, it } from 'vitest';
import {
  eveningReminderDecision,
  inReminderSlot,
  nextReminderSlot,
  reminderHold,
  reminderSlotBefore,
  smsReminderDue,
} from './reminder-slots.ts';

const d = (iso: string) => new Date(iso);

describe('nextReminderSlot (evening, Asia/Tokyo by default)', () => {
  it('a weekday morning moves to 19:00 the same evening', () => {
    // Wed 2026-06-10 09:00 JST
    expect(nextReminderSlot(d('2026-06-10T00:00:00Z')).toISOString()).toBe('2026-06-10T10:00:00.000Z');
  });
  it('inside 19:00–20:30 it stays; at 20:30 it moves to the next evening (never at night)', () => {
    expect(nextReminderSlot(d('2026-06-10T11:00:00Z')).toISOString()).toBe('2026-06-10T11:00:00.000Z');
    expect(nextReminderSlot(d('2026-06-10T11:30:00Z')).toISOString()).toBe('2026-06-11T10:00:00.000Z');
    // 02:00 JST Thursday: the evening of that Thursday
    expect(nextReminderSlot(d('2026-06-10T17:00:00Z')).toISOString()).toBe('2026-06-11T10:00:00.000Z');
  });
  it('Friday night moves to Saturday late morning 10:00; Sunday 12:00 moves to Monday evening', () => {
    expect(nextReminderSlot(d('2026-06-12T12:00:00Z')).toISOString()).toBe('2026-06-13T01:00:00.000Z');
    expect(nextReminderSlot(d('2026-06-14T03:00:00Z')).toISOString()).toBe('2026-06-15T10:00:00.000Z');
    expect(inReminderSlot(d('2026-06-13T02:00:00Z'))).toBe(true); // Sat 11:00 JST
    expect(inReminderSlot(d('2026-06-13T10:00:00Z'))).toBe(false); // Sat 19:00 JST
  });
  it("uses the referee's time zone", () => {
    // Wed 09:00 in New York (EDT, UTC−4) → 19:00 New York = 23:00 UTC
    expect(nextReminderSlot(d('2026-06-10T13:00:00Z'), { timeZone: 'America/New_York' }).toISOString()).toBe(
      '2026-06-10T23:00:00.000Z',
    );
    // Wed 19:30 in London (BST) is inside the window
    expect(inReminderSlot(d('2026-06-10T18:30:00Z'), { timeZone: 'Europe/London' })).toBe(true);
  });
  it('office hours when the company chose them: 09:00–20:00 every day', () => {
    expect(nextReminderSlot(d('2026-06-09T22:00:00Z'), { window: 'office' }).toISOString()).toBe(
      '2026-06-10T00:00:00.000Z',
    );
    expect(inReminderSlot(d('2026-06-10T03:00:00Z'), { window: 'office' })).toBe(true);
    expect(inReminderSlot(d('2026-06-10T11:00:00Z'), { window: 'office' })).toBe(false);
  });
});

describe('reminderSlotBefore', () => {
  it('skips a slot that falls at or after the deadline', () => {
    const deadline = d('2026-06-10T10:00:00Z');
    expect(reminderSlotBefore(d('2026-06-10T00:00:00Z'), deadline)).toBeNull();
    expect(reminderSlotBefore(d('2026-06-10T00:00:00Z'), d('2026-06-10T10:00:01Z'))?.toISOString()).toBe(
      '2026-06-10T10:00:00.000Z',
    );
  });
});

describe('reminderHold (stop conditions)', () => {
  const base = {
    completedAt: null,
    declinedAt: null,
    replacedAt: null,
    deadline: d('2026-06-20T00:00:00Z'),
    sent: 0,
    max: 2,
    at: d('2026-06-10T10:00:00Z'),
  };
  it('none while open and under the limit', () => expect(reminderHold(base)).toBeNull());
  it('completed, declined, replaced, deadline, limit', () => {
    expect(reminderHold({ ...base, completedAt: base.at })).toBe('completed');
    expect(reminderHold({ ...base, declinedAt: base.at })).toBe('declined');
    expect(reminderHold({ ...base, replacedAt: base.at })).toBe('replaced');
    expect(reminderHold({ ...base, at: base.deadline })).toBe('deadline');
    expect(reminderHold({ ...base, sent: 2 })).toBe('limit');
  });
});

describe('smsReminderDue', () => {
  const base = { companyAllowsSms: true, mailsSent: 2, openedAt: null, hasPhone: true, smsSent: false };
  it('after the second mail to an unopened link with a phone, once', () => {
    expect(smsReminderDue(base)).toBe(true);
    expect(smsReminderDue({ ...base, mailsSent: 1 })).toBe(false);
    expect(smsReminderDue({ ...base, openedAt: new Date() })).toBe(false);
    expect(smsReminderDue({ ...base, hasPhone: false })).toBe(false);
    expect(smsReminderDue({ ...base, smsSent: true })).toBe(false);
    expect(smsReminderDue({ ...base, companyAllowsSms: false })).toBe(false);
  });
});

describe('eveningReminderDecision', () => {
  const deadline = d('2026-06-20T00:00:00Z');
  it('sends inside the evening window, postpones outside it', () => {
    expect(eveningReminderDecision(d('2026-06-10T10:15:00Z'), deadline)).toEqual({ action: 'send' });
    expect(eveningReminderDecision(d('2026-06-10T03:00:00Z'), deadline)).toEqual({
      action: 'postpone',
      until: d('2026-06-10T10:00:00Z'),
    });
  });
  it('one per local day: after a reminder today, the next evening', () => {
    expect(
      eveningReminderDecision(d('2026-06-10T10:15:00Z'), deadline, { lastSentAt: d('2026-06-10T10:01:00Z') }),
    ).toEqual({ action: 'postpone', until: d('2026-06-11T10:00:00Z') });
  });
  it('stops when the next window is not before the deadline', () => {
    expect(eveningReminderDecision(d('2026-06-10T03:00:00Z'), d('2026-06-10T09:00:00Z'))).toEqual({
      action: 'stop',
      reason: 'deadlinePassed',
    });
  });
});
