/** The records of provision as CSV (UTF-8 with BOM, or Shift-JIS for Japanese spreadsheets). */
import { encodeUtf8WithBom } from '../candidate-csv/decode.ts';
import { formatCsv } from '../csv/csv.ts';
import { encodeShiftJis } from '../csv/shift-jis.ts';
import { formatTokyoDateTime } from '../rules/tokyo-time.ts';
import type { ProvisionRecordRow } from '../schemas/provision-records-response.ts';
import { PROVISION_DATA_ITEM_LABELS, type ProvisionExportEncoding } from './provision-records.ts';

export const PROVISION_CSV_HEADER = [
  '提供日時',
  '提供者（推薦者）',
  '提供先企業ID',
  '提供先企業名',
  '本人氏名',
  '本人メールアドレス',
  '提供した個人データの項目',
  '同意記録ID',
  '同意日時',
  '同意文の版',
] as const;

export function provisionCsvText(rows: readonly ProvisionRecordRow[]): string {
  return formatCsv([
    PROVISION_CSV_HEADER,
    ...rows.map((r) => [
      formatTokyoDateTime(r.providedAt),
      r.providers.join('、'),
      r.companyId,
      r.companyName,
      r.candidateName,
      r.candidateEmail,
      r.dataItems.map((item) => PROVISION_DATA_ITEM_LABELS[item].jp).join('、'),
      r.consentRecordId ?? '',
      r.consentedAt ? formatTokyoDateTime(r.consentedAt) : '',
      r.consentVersion ?? '',
    ]),
  ]);
}

export function encodeProvisionCsv(
  rows: readonly ProvisionRecordRow[],
  encoding: ProvisionExportEncoding,
): Uint8Array {
  const text = provisionCsvText(rows);
  return encoding === 'shift_jis' ? encodeShiftJis(text) : encodeUtf8WithBom(text);
}
