/**
 * Calendar arithmetic in Asia/Tokyo without I/O or a clock.
 *
 * Japan has observed no daylight saving time since 1951, so Tokyo wall-clock time is always UTC+09:00.
 * Shifting an instant by nine hours and reading its UTC fields gives the Tokyo calendar fields exactly,
 * with no dependency on the runtime's time-zone database.
 */

export const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date in Asia/Tokyo; `month` is 1–12. */
export interface TokyoDate {
  year: number;
  month: number;
  day: number;
}

/** The Tokyo calendar date of an instant. */
export function tokyoDate(instant: Date): TokyoDate {
  const shifted = new Date(instant.getTime() + TOKYO_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** An instant as 2025/04/01 09:30 in Tokyo time. */
export function formatTokyoDateTime(instant: Date): string {
  const t = new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString();
  return `${t.slice(0, 10).replaceAll('-', '/')} ${t.slice(11, 16)}`;
}

/** The instant of 00:00 Tokyo time on a calendar date; out-of-range months and days roll over like `Date.UTC`. */
export function tokyoMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - TOKYO_OFFSET_MS);
}

/** Whole Tokyo calendar days from the date of `from` to the date of `to` (negative when `to` is earlier). */
export function tokyoCalendarDaysBetween(from: Date, to: Date): number {
  const a = tokyoDate(from);
  const b = tokyoDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** Number of days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds calendar months to a Tokyo date; the day is clamped to the target month's last day (1/31 + 1 → 2/28). */
export function addTokyoMonths(date: TokyoDate, months: number): TokyoDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** A month as `YYYYMM` (e.g. `202503`). */
export function yyyymm(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}`;
}

/** The instant at which a Tokyo month (1–12) begins. */
export function startOfTokyoMonth(year: number, month: number): Date {
  return tokyoMidnight(year, month, 1);
}
