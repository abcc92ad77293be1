/**
 * When a reminder goes out (issue 36): in the referee's evening on weekdays (19:00–20:30 in their time zone,
 * Asia/Tokyo by default) and late morning on weekends (10:00–11:30), never at night; or, when the company chose
 * office hours, 09:00–20:00. Never after completion, decline, replacement or the deadline; at most the configured
 * number. Pure: times are passed in.
 */
import { REMINDER_DEFAULTS, zonedParts, zonedTime } from '../rules/reminders.ts';

export const REMINDER_WINDOWS = ['evening', 'office'] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number];

/** Minutes after local midnight: [start, end) of the sending window of a day. */
const WINDOWS = {
  weekdayEvening: [19 * 60, 20 * 60 + 30],
  weekendMorning: [10 * 60, 11 * 60 + 30],
  office: [REMINDER_DEFAULTS.officeStartHour * 60, REMINDER_DEFAULTS.officeEndHour * 60],
} as const;

function windowOf(weekday: number, mode: ReminderWindow): readonly [number, number] {
  if (mode === 'office') return WINDOWS.office;
  return weekday === 0 || weekday === 6 ? WINDOWS.weekendMorning : WINDOWS.weekdayEvening;
}

/** The first instant at or after `due` inside a sending window (looks 8 days ahead at most). */
export function nextReminderSlot(
  due: Date,
  options: { window?: ReminderWindow; timeZone?: string } = {},
): Date {
  const mode = options.window ?? 'evening';
  const tz = options.timeZone ?? REMINDER_DEFAULTS.timeZone;
  const p = zonedParts(due, tz);
  for (let offset = 0; offset < 8; offset++) {
    const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day + offset)).getUTCDay();
    const [start, end] = windowOf(weekday, mode);
    const startAt = new Date(zonedTime(p.year, p.month, p.day + offset, 0, tz).getTime() + start * 60_000);
    const endAt = new Date(zonedTime(p.year, p.month, p.day + offset, 0, tz).getTime() + end * 60_000);
    if (due.getTime() < startAt.getTime()) return startAt;
    if (due.getTime() < endAt.getTime()) return due;
  }
  /* c8 ignore next */
  throw new Error('nextReminderSlot: no window within 8 days');
}

/** Whether an instant is inside a sending window of the mode. */
export function inReminderSlot(instant: Date, options: { window?: ReminderWindow; timeZone?: string } = {}) {
  return nextReminderSlot(instant, options).getTime() === instant.getTime();
}

export type ReminderHold = 'completed' | 'declined' | 'replaced' | 'deadline' | 'limit';

/** Why no reminder may go to this referee any more, or null when one may. */
export function reminderHold(input: {
  completedAt: Date | null;
  declinedAt: Date | null;
  replacedAt: Date | null;
  deadline: Date;
  sent: number;
  max: number;
  at: Date;
}): ReminderHold | null {
  if (input.completedAt) return 'completed';
  if (input.declinedAt) return 'declined';
  if (input.replacedAt) return 'replaced';
  if (input.at.getTime() >= input.deadline.getTime()) return 'deadline';
  if (input.sent >= input.max) return 'limit';
  return null;
}

/**
 * The time a planned reminder goes out: `due` moved into the next window; null when that is not before the
 * deadline (it would come after it) — the reminder is skipped.
 */
export function reminderSlotBefore(
  due: Date,
  deadline: Date,
  options: { window?: ReminderWindow; timeZone?: string } = {},
): Date | null {
  const at = nextReminderSlot(due, options);
  return at.getTime() < deadline.getTime() ? at : null;
}

/** The optional SMS reminder: after the second mail, to a referee who has not opened the link and gave a phone. */
export function smsReminderDue(input: {
  companyAllowsSms: boolean;
  mailsSent: number;
  openedAt: Date | null;
  hasPhone: boolean;
  smsSent: boolean;
}): boolean {
  return (
    input.companyAllowsSms && input.mailsSent >= 2 && !input.openedAt && input.hasPhone && !input.smsSent
  );
}

/**
 * The reminder job's decision in the evening mode, once the stop conditions let a reminder go: send now when
 * inside a window (and none went out the same local day), else postpone to the next window, or stop when that
 * is not before the deadline.
 */
export function eveningReminderDecision(
  now: Date,
  deadline: Date,
  options: { lastSentAt?: Date | null; timeZone?: string } = {},
): { action: 'send' } | { action: 'postpone'; until: Date } | { action: 'stop'; reason: 'deadlinePassed' } {
  const tz = options.timeZone ?? REMINDER_DEFAULTS.timeZone;
  let from = now;
  if (options.lastSentAt) {
    const a = zonedParts(options.lastSentAt, tz);
    const b = zonedParts(now, tz);
    if (a.year === b.year && a.month === b.month && a.day === b.day)
      from = zonedTime(b.year, b.month, b.day + 1, 0, tz);
  }
  const at = reminderSlotBefore(from, deadline, { window: 'evening', timeZone: tz });
  if (!at) return { action: 'stop', reason: 'deadlinePassed' };
  return at.getTime() === now.getTime() ? { action: 'send' } : { action: 'postpone', until: at };
}
