import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  inOfficeHours,
  nextOfficeTime,
  nextReminderAt,
  reminderDecision,
  reminderSchedule,
  reminderStopReason,
  sameZonedDay,
  zonedParts,
  zonedTime,
} from './reminders.ts';

/** An instant given in Tokyo wall-clock time. */
const tokyo = (s: string) => new Date(`${s}+09:00`);
const active = (deadline: Date) => ({
  completed: false,
  declined: false,
  unsubscribed: false,
  deleted: false,
  switchedOff: false,
  deadline,
});

describe('time zones', () => {
  it('reads and builds wall-clock times', () => {
    expect(zonedParts(tokyo('2026-11-23T08:30:00'), 'Asia/Tokyo')).toMatchObject({
      day: 23,
      hour: 8,
      minute: 30,
    });
    expect(zonedTime(2026, 11, 24, 9, 'Asia/Tokyo')).toEqual(tokyo('2026-11-24T09:00:00'));
    // New York on a DST change day: 09:00 EST
    expect(zonedTime(2026, 11, 1, 9, 'America/New_York').toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(zonedTime(2026, 12, 32, 9, 'Asia/Tokyo')).toEqual(tokyo('2027-01-01T09:00:00'));
  });

  it('office hours are 09:00–20:00 in the recipient zone', () => {
    expect(inOfficeHours(tokyo('2026-11-23T09:00:00'))).toBe(true);
    expect(inOfficeHours(tokyo('2026-11-23T19:59:59'))).toBe(true);
    expect(inOfficeHours(tokyo('2026-11-23T20:00:00'))).toBe(false);
    expect(inOfficeHours(tokyo('2026-11-23T08:59:59'))).toBe(false);
    expect(inOfficeHours(new Date('2026-11-23T15:00:00Z'), 'Europe/London')).toBe(true);
  });

  it('moves a time outside office hours to the next 09:00', () => {
    const at = tokyo('2026-11-23T12:00:00');
    expect(nextOfficeTime(at)).toBe(at);
    expect(nextOfficeTime(tokyo('2026-11-23T03:00:00'))).toEqual(tokyo('2026-11-23T09:00:00'));
    expect(nextOfficeTime(tokyo('2026-11-23T21:00:00'))).toEqual(tokyo('2026-11-24T09:00:00'));
    expect(nextOfficeTime(tokyo('2026-11-30T23:00:00'))).toEqual(tokyo('2026-12-01T09:00:00'));
  });

  it('compares calendar days in the zone', () => {
    expect(sameZonedDay(tokyo('2026-11-23T00:10:00'), tokyo('2026-11-23T23:50:00'), 'Asia/Tokyo')).toBe(true);
    expect(sameZonedDay(tokyo('2026-11-23T23:50:00'), tokyo('2026-11-24T00:10:00'), 'Asia/Tokyo')).toBe(
      false,
    );
  });
});

describe('reminderSchedule', () => {
  it('reminds 2 days after sending and 1 day before the deadline', () => {
    const sentAt = tokyo('2026-11-23T10:00:00');
    expect(reminderSchedule({ sentAt, deadline: tokyo('2026-11-30T23:59:59'), now: sentAt })).toEqual({
      1: tokyo('2026-11-25T10:00:00'),
      2: tokyo('2026-11-30T09:00:00'),
    });
  });

  it('moves both into office hours', () => {
    const sentAt = tokyo('2026-11-23T21:30:00');
    const s = reminderSchedule({ sentAt, deadline: tokyo('2026-12-01T12:00:00'), now: sentAt });
    expect(s[1]).toEqual(tokyo('2026-11-26T09:00:00'));
    expect(s[2]).toEqual(tokyo('2026-11-30T12:00:00'));
  });

  it('skips a reminder after the deadline or in the past', () => {
    const sentAt = tokyo('2026-11-23T10:00:00');
    const s = reminderSchedule({ sentAt, deadline: tokyo('2026-11-24T08:00:00'), now: sentAt });
    expect(s).toEqual({ 1: null, 2: null });
    const late = reminderSchedule({
      sentAt,
      deadline: tokyo('2026-11-26T12:00:00'),
      now: tokyo('2026-11-25T13:00:00'),
    });
    expect(late).toEqual({ 1: null, 2: null });
  });

  it('never sends two on one day: keeps the earlier', () => {
    const sentAt = tokyo('2026-11-23T10:00:00');
    const s = reminderSchedule({ sentAt, deadline: tokyo('2026-11-26T18:00:00'), now: sentAt });
    expect(s).toEqual({ 1: tokyo('2026-11-25T10:00:00'), 2: null });
  });

  it('orders by time whichever step comes first', () => {
    const sentAt = tokyo('2026-11-23T10:00:00');
    const s = reminderSchedule({ sentAt, deadline: tokyo('2026-11-25T18:00:00'), now: sentAt });
    expect(s).toEqual({ 1: tokyo('2026-11-25T10:00:00'), 2: tokyo('2026-11-24T18:00:00') });
  });
});

describe('stop conditions and decisions', () => {
  const deadline = tokyo('2026-11-30T23:59:59');
  const now = tokyo('2026-11-25T10:00:00');

  it('names the first stop condition', () => {
    expect(reminderStopReason(active(deadline), now)).toBeNull();
    expect(reminderStopReason({ ...active(deadline), deleted: true, completed: true }, now)).toBe('deleted');
    expect(reminderStopReason({ ...active(deadline), completed: true }, now)).toBe('completed');
    expect(reminderStopReason({ ...active(deadline), declined: true }, now)).toBe('declined');
    expect(reminderStopReason({ ...active(deadline), unsubscribed: true }, now)).toBe('unsubscribed');
    expect(reminderStopReason({ ...active(deadline), switchedOff: true }, now)).toBe('switchedOff');
    expect(reminderStopReason(active(deadline), deadline)).toBe('deadlinePassed');
  });

  it('sends inside office hours, postpones outside, stops when stopped', () => {
    expect(reminderDecision(active(deadline), now)).toEqual({ action: 'send' });
    expect(reminderDecision(active(deadline), tokyo('2026-11-25T22:00:00'))).toEqual({
      action: 'postpone',
      until: tokyo('2026-11-26T09:00:00'),
    });
    expect(reminderDecision({ ...active(deadline), unsubscribed: true }, now)).toEqual({
      action: 'stop',
      reason: 'unsubscribed',
    });
  });

  it('postpones a second reminder on the same day to the next morning', () => {
    expect(reminderDecision(active(deadline), now, { lastSentAt: tokyo('2026-11-25T09:30:00') })).toEqual({
      action: 'postpone',
      until: tokyo('2026-11-26T09:00:00'),
    });
    expect(reminderDecision(active(deadline), now, { lastSentAt: tokyo('2026-11-24T19:00:00') })).toEqual({
      action: 'send',
    });
  });

  it('stops when postponing would pass the deadline', () => {
    const soon = tokyo('2026-11-26T08:00:00');
    expect(reminderDecision(active(soon), tokyo('2026-11-25T21:00:00'))).toEqual({
      action: 'stop',
      reason: 'deadlinePassed',
    });
  });

  it('gives the next reminder time', () => {
    const pending = [tokyo('2026-11-29T21:00:00'), tokyo('2026-11-27T10:00:00')];
    expect(nextReminderAt(active(deadline), pending, now)).toEqual(tokyo('2026-11-27T10:00:00'));
    expect(nextReminderAt(active(deadline), [tokyo('2026-11-20T10:00:00')], now)).toEqual(now);
    expect(nextReminderAt(active(deadline), [], now)).toBeNull();
    expect(nextReminderAt({ ...active(deadline), switchedOff: true }, pending, now)).toBeNull();
    expect(
      nextReminderAt(active(tokyo('2026-11-25T12:00:00')), [tokyo('2026-11-26T10:00:00')], now),
    ).toBeNull();
  });
});

describe('canonicalTimeZone (a referee browser time zone, issue 36)', () => {
  it('keeps a valid IANA name, in its canonical spelling', () => {
    expect(canonicalTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('america/los_angeles')).toBe('America/Los_Angeles');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toMatch(/^America\/.*Buenos_Aires$/);
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
  it('refuses what is not one: unknown names, offsets, empty, too long, anything else', () => {
    for (const bad of [
      'Mars/Olympus_Mons',
      'Asia/Tokio',
      '+09:00',
      'GMT+9',
      '',
      ' Asia/Tokyo',
      `Asia/${'x'.repeat(70)}`,
      '../etc/passwd',
      null,
      undefined,
    ]) {
      expect(canonicalTimeZone(bad), String(bad)).toBeNull();
    }
  });
  it('every zone this runtime lists is accepted', () => {
    for (const zone of Intl.supportedValuesOf('timeZone'))
      expect(canonicalTimeZone(zone), zone).not.toBeNull();
  });
});
