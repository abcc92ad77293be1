import { describe, expect, it } from 'vitest';
import {
  addTokyoMonths,
  daysInMonth,
  startOfTokyoMonth,
  tokyoCalendarDaysBetween,
  tokyoDate,
  tokyoMidnight,
  yyyymm,
} from './tokyo-time.ts';

describe('tokyoDate', () => {
  it('reads the calendar date in UTC+9', () => {
    expect(tokyoDate(new Date('2025-03-31T14:59:59Z'))).toEqual({ year: 2025, month: 3, day: 31 });
    expect(tokyoDate(new Date('2025-03-31T15:00:00Z'))).toEqual({ year: 2025, month: 4, day: 1 });
  });
});

describe('tokyoMidnight', () => {
  it('is 15:00 UTC of the previous day', () => {
    expect(tokyoMidnight(2025, 1, 1).toISOString()).toBe('2024-12-31T15:00:00.000Z');
    expect(startOfTokyoMonth(2025, 2).toISOString()).toBe('2025-01-31T15:00:00.000Z');
  });
});

describe('tokyoCalendarDaysBetween', () => {
  it('counts date changes in Tokyo, not 24-hour periods', () => {
    const lateEvening = new Date('2025-01-01T14:00:00Z'); // 23:00 JST 1 Jan
    const earlyMorning = new Date('2025-01-01T15:30:00Z'); // 00:30 JST 2 Jan
    expect(tokyoCalendarDaysBetween(lateEvening, earlyMorning)).toBe(1);
    expect(tokyoCalendarDaysBetween(earlyMorning, lateEvening)).toBe(-1);
    expect(tokyoCalendarDaysBetween(lateEvening, lateEvening)).toBe(0);
  });
});

describe('months', () => {
  it('knows month lengths including leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(2025, 12)).toBe(31);
  });
  it('adds months with clamping and across years', () => {
    expect(addTokyoMonths({ year: 2025, month: 1, day: 31 }, 1)).toEqual({ year: 2025, month: 2, day: 28 });
    expect(addTokyoMonths({ year: 2025, month: 11, day: 30 }, 3)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addTokyoMonths({ year: 2025, month: 1, day: 15 }, -1)).toEqual({ year: 2024, month: 12, day: 15 });
  });
  it('formats YYYYMM', () => {
    expect(yyyymm(2025, 3)).toBe('202503');
  });
});
