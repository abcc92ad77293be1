/** The month a risk-check search is billed in: YYYYMM in Japan time (the provider's monthly usage CSV). */
import { tokyoDate, yyyymm } from '../rules/tokyo-time.ts';

export function riskUsageMonth(at: Date): string {
  const d = tokyoDate(at);
  return yyyymm(d.year, d.month);
}

/** Provider searches of one fetch: one newspaper and one web search (each a 検索料 row of the usage CSV). */
export const RISK_SEARCHES_PER_FETCH = 2;
