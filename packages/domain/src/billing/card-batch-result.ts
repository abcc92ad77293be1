/**
 * The result file the provider's card batch returns for our billing export (Shift-JIS CSV), uploaded by the
 * operator on /admin/payment. A header row names the columns; they are found by name, in any order, and other
 * columns are ignored:
 * - 会員ID (required): the member ID our export wrote;
 * - 結果コード, エラーコード or ErrCode (required, the first present): empty, `OK`, `0` or `000` means charged;
 *   anything else means the card was declined;
 * - オーダーID (optional) and エラー詳細コード or ErrInfo (optional): kept for the preview.
 * Blank lines are skipped; every faulty row is reported with its 1-based line; any error fails the file.
 */
import { parseCsv } from '../csv/csv.ts';
import { decodeShiftJis } from '../csv/shift-jis.ts';

export const CARD_BATCH_MEMBER_HEADER = '会員ID';
export const CARD_BATCH_RESULT_HEADERS = ['結果コード', 'エラーコード', 'ErrCode'] as const;
export const CARD_BATCH_ORDER_HEADER = 'オーダーID';
export const CARD_BATCH_DETAIL_HEADERS = ['エラー詳細コード', 'ErrInfo'] as const;
const CHARGED = new Set(['', 'OK', '0', '000']);

export const CARD_BATCH_ERROR_CODES = [
  'emptyFile',
  'invalidHeader',
  'unterminatedQuote',
  'tooFewColumns',
  'missingMemberId',
] as const;
export type CardBatchErrorCode = (typeof CARD_BATCH_ERROR_CODES)[number];

export interface CardBatchRow {
  line: number;
  memberId: string;
  orderId: string;
  resultCode: string;
  detail: string;
  declined: boolean;
}

export type CardBatchResult =
  | { ok: true; rows: CardBatchRow[] }
  | { ok: false; errors: { line: number; code: CardBatchErrorCode }[] };

export function parseCardBatchResult(bytes: Uint8Array): CardBatchResult {
  const { records, error } = parseCsv(decodeShiftJis(bytes));
  const nonBlank = records.filter((r) => r.fields.some((f) => f.trim() !== ''));
  const [header, ...rows] = nonBlank;
  if (!header)
    return { ok: false, errors: [{ line: error?.line ?? 1, code: error ? error.code : 'emptyFile' }] };
  const names = header.fields.map((f) => f.trim().replace(/^\uFEFF/, ''));
  const at = (candidates: readonly string[]) => {
    for (const name of candidates) {
      const index = names.indexOf(name);
      if (index >= 0) return index;
    }
    return -1;
  };
  const member = at([CARD_BATCH_MEMBER_HEADER]);
  const result = at(CARD_BATCH_RESULT_HEADERS);
  const order = at([CARD_BATCH_ORDER_HEADER]);
  const detail = at(CARD_BATCH_DETAIL_HEADERS);
  if (member < 0 || result < 0) return { ok: false, errors: [{ line: header.line, code: 'invalidHeader' }] };
  const errors: { line: number; code: CardBatchErrorCode }[] = [];
  if (error) errors.push({ line: error.line, code: error.code });
  const parsed: CardBatchRow[] = [];
  for (const { line, fields } of rows) {
    if (fields.length <= Math.max(member, result)) {
      errors.push({ line, code: 'tooFewColumns' });
      continue;
    }
    const memberId = fields[member]!.trim();
    if (!memberId) {
      errors.push({ line, code: 'missingMemberId' });
      continue;
    }
    const resultCode = fields[result]!.trim();
    parsed.push({
      line,
      memberId,
      orderId: order >= 0 ? (fields[order]?.trim() ?? '') : '',
      resultCode,
      detail: detail >= 0 ? (fields[detail]?.trim() ?? '') : '',
      declined: !CHARGED.has(resultCode.toUpperCase()),
    });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows: parsed };
}
