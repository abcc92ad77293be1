/** Months the risk-check usage upload offers, and the stored file's name. */
import { addTokyoMonths, tokyoDate, yyyymm } from '../rules/tokyo-time.ts';

/** How many months the upload offers. */
export const RISK_UPLOAD_MONTHS = 3;

/**
 * The selectable months as YYYYMM, newest first: the current Asia/Tokyo month and the two before it
 * (on 5 March 2025: 202503, 202502, 202501), so last month's usage can be uploaded early in this month.
 */
export function selectableRiskMonths(now: Date): string[] {
  const today = { ...tokyoDate(now), day: 1 };
  return Array.from({ length: RISK_UPLOAD_MONTHS }, (_, i) => {
    const { year, month } = addTokyoMonths(today, -i);
    return yyyymm(year, month);
  });
}

/** File name of a month's usage file: `riskeyes` + YYMM + `.csv` (202503 → riskeyes2503.csv). */
export function riskEyesFileName(month: string): string {
  if (!/^\d{6}$/.test(month)) throw new RangeError(`month must be YYYYMM, got ${month}`);
  return `riskeyes${month.slice(2)}.csv`;
}
