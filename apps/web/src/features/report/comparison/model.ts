/** What the comparison view derives from the report: cell ids, chip colours, the referee's period. */
import type { Language, Polarity } from '@refcheck/domain/enums';
import { favourableLevel } from '@refcheck/domain/rules/highlights';
import type { Report } from '../api/get-report.ts';

export type Highlight = Report['highlights'][number];
export type ReportQuestion = Report['questions'][number];
export type ReportReferee = Report['referees'][number];

/** The id of one answer cell (a highlight's link moves focus there). */
export const cellId = (questionKey: string, refereeId: string) => `cmp-${questionKey}-${refereeId}`;

export const polarityOf = (q: ReportQuestion): Polarity => q.polarity ?? 'positive';

/** The chip's colour by the answer's favourable level (5 best): a reversed question is coloured the right way round. */
const CHIP_COLORS = { 1: 'red', 2: 'orange', 3: 'gray', 4: 'green', 5: 'teal' } as const;
export const chipColor = (level: number, polarity: Polarity) =>
  CHIP_COLORS[favourableLevel(level, polarity) as 1 | 2 | 3 | 4 | 5] ?? 'gray';

/** YYYY-MM as the page writes months: 2021年4月, else 04/2021. */
export function formatMonth(value: string, lang: Language) {
  const [year, month] = value.split('-');
  if (!year || !month) return value;
  return lang === 'jp'
    ? `${year}年${Number(month)}月`
    : lang === 'cn'
      ? `${year}年${Number(month)}月`
      : `${month}/${year}`;
}

/** Moves focus to an answer cell and brings it into view (also sideways, past the sticky question column). */
export function focusCell(id: string) {
  const cell = document.getElementById(id);
  if (!cell) return;
  cell.focus({ preventScroll: true });
  cell.scrollIntoView({ block: 'center', inline: 'center' });
}
