/**
 * Parses the monthly RISK EYES usage CSV (Shift-JIS) into amounts per user ID.
 *
 * Header: 利用者ID,利用者名,案件ID,調査種類,案件区分,案件名,利用日,商品名,件数,単価,金額
 * - The first header cell must be 利用者ID, else the file is refused.
 * - Each data row is charged to its first column (利用者ID).
 * - A row whose 8th column (商品名) is the search fee 検索料 costs the fixed RISK_EYES_UNIT_PRICE.
 * - Any other row costs its 11th column (金額) read after its first character, the yen mark (¥, ￥ or a
 *   Shift-JIS backslash); thousands separators are ignored. A 金額 that already starts with a digit or a minus
 *   sign is read whole. Negative amounts (credits) are accepted.
 * - Blank lines are skipped. Every faulty row is reported with its 1-based line number; any error fails the file.
 */
import { RISK_EYES_UNIT_PRICE } from '../billing/pricing.ts';
import { parseCsv } from '../csv/csv.ts';
import { decodeShiftJis } from '../csv/shift-jis.ts';

export const RISK_EYES_HEADER = [
  '利用者ID',
  '利用者名',
  '案件ID',
  '調査種類',
  '案件区分',
  '案件名',
  '利用日',
  '商品名',
  '件数',
  '単価',
  '金額',
] as const;
export const RISK_EYES_USER_ID_HEADER = '利用者ID';
export const RISK_EYES_SEARCH_FEE_LABEL = '検索料';
const PRODUCT_COLUMN = 7;
const AMOUNT_COLUMN = 10;

export const RISK_CSV_ERROR_CODES = [
  'emptyFile',
  'invalidHeader',
  'unterminatedQuote',
  'tooFewColumns',
  'missingUserId',
  'invalidAmount',
] as const;
export type RiskCsvErrorCode = (typeof RISK_CSV_ERROR_CODES)[number];

export interface RiskCsvError {
  /** 1-based line of the file. */
  line: number;
  code: RiskCsvErrorCode;
}

export type RiskCsvResult =
  | { ok: true; amounts: Record<string, number>; rows: number }
  | { ok: false; errors: RiskCsvError[] };

/** Reads 金額: drops a leading yen mark, then thousands separators; null when not a whole number of yen. */
export function parseYenAmount(cell: string): number | null {
  const trimmed = cell.trim();
  const unsigned = /^[-\d]/.test(trimmed) ? trimmed : trimmed.slice(1);
  const digits = unsigned.trim().replaceAll(',', '');
  return /^-?\d+$/.test(digits) ? Number(digits) : null;
}

/** Parses an uploaded RISK EYES usage file; see the rules above. */
export function parseRiskEyesCsv(bytes: Uint8Array): RiskCsvResult {
  const { records, error } = parseCsv(decodeShiftJis(bytes));
  const [header, ...rows] = records;
  if (!header)
    return { ok: false, errors: [{ line: error?.line ?? 1, code: error ? error.code : 'emptyFile' }] };
  if (header.fields[0]?.trim() !== RISK_EYES_USER_ID_HEADER) {
    return { ok: false, errors: [{ line: header.line, code: 'invalidHeader' }] };
  }
  const errors: RiskCsvError[] = [];
  const amounts: Record<string, number> = {};
  for (const { line, fields } of rows) {
    const userId = fields[0]?.trim() ?? '';
    const amountCell = fields[AMOUNT_COLUMN];
    if (amountCell === undefined) {
      errors.push({ line, code: 'tooFewColumns' });
      continue;
    }
    if (userId === '') {
      errors.push({ line, code: 'missingUserId' });
      continue;
    }
    const amount =
      fields[PRODUCT_COLUMN]?.trim() === RISK_EYES_SEARCH_FEE_LABEL
        ? RISK_EYES_UNIT_PRICE
        : parseYenAmount(amountCell);
    if (amount === null) {
      errors.push({ line, code: 'invalidAmount' });
      continue;
    }
    amounts[userId] = (amounts[userId] ?? 0) + amount;
  }
  if (error) errors.push({ line: error.line, code: error.code });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, amounts, rows: rows.length };
}
