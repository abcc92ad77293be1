/**
 * Reminders to a candidate who has not registered referees and to each referee who has not completed
 * (issue 14): the cadence, office hours in the recipient's time zone, the stop conditions and the next
 * reminder time. Pure: `now` is passed in; time zones are read through Intl (no I/O).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY = 24 * HOUR_MS;

export const REMINDER_DEFAULTS = {
  /** First reminder: this long after the request was sent. */
  afterSentMs: 2 * DAY,
  /** Second reminder: this long before the deadline. */
  beforeDeadlineMs: DAY,
  /** Office hours in the recipient's time zone: from 09:00 inclusive to 20:00 exclusive. */
  officeStartHour: 9,
  officeEndHour: 20,
  timeZone: 'Asia/Tokyo',
} as const;

/** An IANA zone name: "Area/Location" (several levels), or "UTC" and the like; never an offset or anything else. */
const ZONE_NAME = /^(?:[A-Za-z][A-Za-z0-9_+-]{0,31})(?:\/[A-Za-z0-9][A-Za-z0-9_+-]{0,31}){0,2}$/;

/**
 * A browser's time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`) in its canonical spelling when it is a
 * valid IANA name this runtime knows, else null (the caller keeps Asia/Tokyo): what a referee's reminders are timed
 * in (issue 36).
 */
export function canonicalTimeZone(name: string | null | undefined): string | null {
  if (!name || name.length > 64 || !ZONE_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Steps of the cadence, in order: 1 = after the request, 2 = before the deadline. */
export const REMINDER_STEPS = [1, 2] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts & { second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

function offsetMs(instant: Date, timeZone: string) {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock time (`hour`:00) in a time zone; days roll over like `Date.UTC`. */
export function zonedTime(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - offsetMs(new Date(guess), timeZone);
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

/** True between 09:00 and 20:00 (exclusive) in the time zone. */
export function inOfficeHours(instant: Date, timeZone: string = REMINDER_DEFAULTS.timeZone): boolean {
  const { hour } = zonedParts(instant, timeZone);
  return hour >= REMINDER_DEFAULTS.officeStartHour && hour < REMINDER_DEFAULTS.officeEndHour;
}

/** The instant itself inside office hours, else the next 09:00 in the time zone. */
export function nextOfficeTime(instant: Date, timeZone: string = REMINDER_DEFAULTS.timeZone): Date {
  if (inOfficeHours(instant, timeZone)) return instant;
  const p = zonedParts(instant, timeZone);
  const day = p.hour < REMINDER_DEFAULTS.officeStartHour ? p.day : p.day + 1;
  return zonedTime(p.year, p.month, day, REMINDER_DEFAULTS.officeStartHour, timeZone);
}

/** Same calendar day in the time zone. */
export function sameZonedDay(a: Date, b: Date, timeZone: string): boolean {
  const x = zonedParts(a, timeZone);
  const y = zonedParts(b, timeZone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

export interface ReminderPlanInput {
  /** When the request (invitation or referee request) was sent. */
  sentAt: Date;
  deadline: Date;
  now: Date;
  timeZone?: string;
}

/**
 * The cadence: one time per step (null when skipped). Each time is moved into office hours; a time already
 * past or not before the deadline is skipped; of two on one calendar day only the earlier is kept.
 */
export function reminderSchedule(input: ReminderPlanInput): Record<ReminderStep, Date | null> {
  const tz = input.timeZone ?? REMINDER_DEFAULTS.timeZone;
  const raw: [ReminderStep, Date][] = [
    [1, new Date(input.sentAt.getTime() + REMINDER_DEFAULTS.afterSentMs)],
    [2, new Date(input.deadline.getTime() - REMINDER_DEFAULTS.beforeDeadlineMs)],
  ];
  const kept = raw
    .map(([step, at]) => [step, nextOfficeTime(at, tz)] as [ReminderStep, Date])
    .filter(([, at]) => at.getTime() >= input.now.getTime() && at.getTime() < input.deadline.getTime())
    .sort((a, b) => a[1].getTime() - b[1].getTime());
  const result: Record<ReminderStep, Date | null> = { 1: null, 2: null };
  let last: Date | null = null;
  for (const [step, at] of kept) {
    if (last && sameZonedDay(last, at, tz)) continue;
    result[step] = at;
    last = at;
  }
  return result;
}

export type ReminderStopReason =
  | 'completed'
  | 'declined'
  | 'unsubscribed'
  | 'deleted'
  | 'switchedOff'
  | 'deadlinePassed';

/** What stops a subject's reminders (candidate: referees registered counts as completed). */
export interface ReminderSubjectState {
  completed: boolean;
  declined: boolean;
  unsubscribed: boolean;
  deleted: boolean;
  /** The company switched reminders off for the candidate. */
  switchedOff: boolean;
  deadline: Date;
}

export function reminderStopReason(state: ReminderSubjectState, now: Date): ReminderStopReason | null {
  if (state.deleted) return 'deleted';
  if (state.completed) return 'completed';
  if (state.declined) return 'declined';
  if (state.unsubscribed) return 'unsubscribed';
  if (state.switchedOff) return 'switchedOff';
  if (now.getTime() >= state.deadline.getTime()) return 'deadlinePassed';
  return null;
}

export type ReminderDecision =
  | { action: 'send' }
  | { action: 'stop'; reason: ReminderStopReason }
  | { action: 'postpone'; until: Date };

/**
 * What to do with a due reminder at `now`: stop it, send it, or postpone it to the next office hours (or to
 * the next day when one was already sent today to the same person).
 */
export function reminderDecision(
  state: ReminderSubjectState,
  now: Date,
  options: { lastSentAt?: Date | null; timeZone?: string } = {},
): ReminderDecision {
  const tz = options.timeZone ?? REMINDER_DEFAULTS.timeZone;
  const reason = reminderStopReason(state, now);
  if (reason) return { action: 'stop', reason };
  let until: Date | null = null;
  if (options.lastSentAt && sameZonedDay(options.lastSentAt, now, tz)) {
    const p = zonedParts(now, tz);
    until = zonedTime(p.year, p.month, p.day + 1, REMINDER_DEFAULTS.officeStartHour, tz);
  } else if (!inOfficeHours(now, tz)) {
    until = nextOfficeTime(now, tz);
  }
  if (!until) return { action: 'send' };
  if (until.getTime() >= state.deadline.getTime()) return { action: 'stop', reason: 'deadlinePassed' };
  return { action: 'postpone', until };
}

/** When the next reminder goes out: the earliest pending time (moved to office hours, not before now), or null. */
export function nextReminderAt(
  state: ReminderSubjectState,
  pending: Date[],
  now: Date,
  timeZone: string = REMINDER_DEFAULTS.timeZone,
): Date | null {
  if (reminderStopReason(state, now)) return null;
  const times = pending
    .map((at) => nextOfficeTime(at.getTime() < now.getTime() ? now : at, timeZone))
    .filter((at) => at.getTime() < state.deadline.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
  return times[0] ?? null;
}
