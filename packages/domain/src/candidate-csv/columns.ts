/** Columns of the candidate bulk CSV: the Japanese headers of the upload screen and the sample file's names. */
export type CandidateCsvField =
  | 'name'
  | 'email'
  | 'countryCode'
  | 'phoneNumber'
  | 'currentCompany'
  | 'currentJobMajorCategory'
  | 'currentJobMinorCategory'
  | 'siteWhereTalentApplied'
  | 'recruitmentOfficer'
  | 'externalId';

/** `optional`: a file may leave the column out (files written before it existed still load). */
export const CANDIDATE_CSV_COLUMNS: readonly { field: CandidateCsvField; jp: string; optional?: true }[] = [
  { field: 'name', jp: '氏名' },
  { field: 'email', jp: 'メールアドレス' },
  { field: 'countryCode', jp: '国際コード' },
  { field: 'phoneNumber', jp: '電話番号' },
  { field: 'currentCompany', jp: '会社名' },
  { field: 'currentJobMajorCategory', jp: '職種大分類' },
  { field: 'currentJobMinorCategory', jp: '職種小分類' },
  { field: 'siteWhereTalentApplied', jp: '応募媒体' },
  { field: 'recruitmentOfficer', jp: '企業担当者' },
  { field: 'externalId', jp: '外部ID（ATS）', optional: true },
];

export type CandidateCsvHeaderStyle = 'jp' | 'en';

export function candidateCsvHeader(style: CandidateCsvHeaderStyle): string[] {
  return CANDIDATE_CSV_COLUMNS.map((column) => (style === 'jp' ? column.jp : column.field));
}

/** The field of a header cell (Japanese header or sample name, case-insensitive), or undefined. */
export function fieldOfHeader(cell: string): CandidateCsvField | undefined {
  const needle = cell.trim();
  return CANDIDATE_CSV_COLUMNS.find(
    (column) => column.jp === needle || column.field.toLowerCase() === needle.toLowerCase(),
  )?.field;
}
