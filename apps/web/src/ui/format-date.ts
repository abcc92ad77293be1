/** Dates as the spec shows them: YYYY年MM月DD日 in jp, DD/MM/YYYY otherwise (local time). */
export function formatDate(iso: string | Date, lang: string): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return lang === 'jp'
    ? `${d.getFullYear()}年${p(d.getMonth() + 1)}月${p(d.getDate())}日`
    : `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** A date with its time (HH:mm). */
export function formatDateTime(iso: string | Date, lang: string): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(d, lang)} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A month YYYYMM as 2025年03月 (jp) or 03/2025. */
export function formatMonth(month: string, lang: string): string {
  return lang === 'jp'
    ? `${month.slice(0, 4)}年${month.slice(4)}月`
    : `${month.slice(4)}/${month.slice(0, 4)}`;
}
