/**
 * Records of provision to a third party (APPI Arts. 29/30; issue 23 item 2): one per report delivered to a company.
 * The export's query (the same schema in the browser and on the server), the fixed list of data items and the
 * period's instants in Tokyo time. The CSV is `provision-csv.ts` (it needs iconv-lite, which the browser does not).
 */
import { z } from 'zod';
import type { Language } from '../enums.ts';
import { tokyoMidnight } from '../rules/tokyo-time.ts';

/** What a report hands to the company: the record's "data items" (names only, never the values). */
export const PROVISION_DATA_ITEMS = ['answers', 'scores', 'grades', 'comments', 'identification'] as const;
export type ProvisionDataItem = (typeof PROVISION_DATA_ITEMS)[number];

export const PROVISION_DATA_ITEM_LABELS: Record<ProvisionDataItem, Record<Language, string>> = {
  answers: { jp: '推薦者の回答', en: "Referees' answers", cn: '推荐人的回答' },
  scores: { jp: 'スコア', en: 'Scores', cn: '分数' },
  grades: { jp: '評価ランク', en: 'Grades', cn: '评级' },
  comments: { jp: '記述回答', en: 'Written comments', cn: '文字回答' },
  identification: { jp: '推薦者の本人確認情報', en: "Referees' identification", cn: '推荐人的身份确认信息' },
};

/** The longest period one export covers, in days (a year, leap years included). */
export const PROVISION_EXPORT_MAX_DAYS = 366;
/** Rows per page of the JSON answer (the CSV holds the whole period). */
export const PROVISION_PAGE_SIZE = 100;

export const PROVISION_EXPORT_FORMATS = ['json', 'csv'] as const;
export const PROVISION_EXPORT_ENCODINGS = ['utf-8', 'shift_jis'] as const;
export type ProvisionExportEncoding = (typeof PROVISION_EXPORT_ENCODINGS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date YYYY-MM-DD that exists (2025-02-30 does not). */
export const calendarDateSchema = z.string().refine((value) => {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}, 'privacyRecords.dateInvalid');

const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

/** Adds the period's issue (on `to`): not before `from`, at most a year. Both ends are valid dates here. */
function checkPeriod(p: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!calendarDateSchema.safeParse(p.from).success || !calendarDateSchema.safeParse(p.to).success) return;
  const days = dayNumber(p.to) - dayNumber(p.from) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'privacyRecords.periodOrder' });
  else if (days > PROVISION_EXPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'privacyRecords.periodTooLong' });
}

/** A period of whole Tokyo days, both ends included, `to` not before `from`, at most a year. */
export const provisionPeriodSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine(checkPeriod);
export type ProvisionPeriod = z.infer<typeof provisionPeriodSchema>;

/** `GET /api/provision-records`: the period, the format, the CSV's encoding, the JSON page, the operator's filter. */
export const provisionExportQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    format: z.enum(PROVISION_EXPORT_FORMATS).default('json'),
    encoding: z.enum(PROVISION_EXPORT_ENCODINGS).default('utf-8'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    /** The operator only: one company's records (a company's own account always gets its own). */
    companyId: z.uuid().optional(),
  })
  .superRefine(checkPeriod);
export type ProvisionExportQuery = z.infer<typeof provisionExportQuerySchema>;

/** The period's instants: from 00:00 Tokyo time of `from` to (excluded) 00:00 of the day after `to`. */
export function provisionPeriodRange(period: ProvisionPeriod): { start: Date; end: Date } {
  const [fy, fm, fd] = period.from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = period.to.split('-').map(Number) as [number, number, number];
  return { start: tokyoMidnight(fy, fm, fd), end: tokyoMidnight(ty, tm, td + 1) };
}

/** The CSV's file name: provision-records_20250101-20251231.csv. */
export const provisionCsvFileName = (period: ProvisionPeriod) =>
  `provision-records_${period.from.replaceAll('-', '')}-${period.to.replaceAll('-', '')}.csv`;
