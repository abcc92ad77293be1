/** Writes candidate rows as CSV bytes (UTF-8 with BOM or Shift-JIS), readable by `parseCandidateCsv`. */
import { formatCsv } from '../csv/csv.ts';
import { encodeShiftJis } from '../csv/shift-jis.ts';
import type { Language } from '../enums.ts';
import { appliedSiteLabel } from '../lists/applied-sites.ts';
import { jobMajorLabel, jobMinorLabel } from '../lists/job-categories.ts';
import type { CandidateRow } from '../schemas/candidate-row.ts';
import { type CandidateCsvHeaderStyle, candidateCsvHeader } from './columns.ts';
import { encodeUtf8WithBom } from './decode.ts';

export interface CandidateCsvEncodeOptions {
  header?: CandidateCsvHeaderStyle;
  encoding?: 'utf-8' | 'shift_jis';
  /** Write job categories and sites as labels in this language; keys when omitted. */
  labels?: Language;
}

function cells(row: CandidateRow, labels: Language | undefined): string[] {
  const { major, minor } = row.currentJobCategory;
  const site = row.siteWhereTalentApplied;
  return [
    row.name,
    row.email,
    row.countryCode,
    row.phoneNumber,
    row.currentCompany,
    labels ? jobMajorLabel(major, labels) : major,
    labels ? jobMinorLabel(minor, labels) : minor,
    labels ? appliedSiteLabel(site, labels) : site,
    row.recruitmentOfficer ?? '',
    row.externalId ?? '',
  ];
}

export function encodeCandidateCsv(
  rows: readonly CandidateRow[],
  options: CandidateCsvEncodeOptions = {},
): Uint8Array {
  const text = formatCsv([
    candidateCsvHeader(options.header ?? 'jp'),
    ...rows.map((row) => cells(row, options.labels)),
  ]);
  return options.encoding === 'shift_jis' ? encodeShiftJis(text) : encodeUtf8WithBom(text);
}
