/**
 * The billing CSV uploaded to the card payment provider's batch billing (GMO-PG style), one row per company.
 *
 * Columns (header in Japanese, as the provider's management screen expects):
 *   ショップID, オーダーID, 会員ID, 処理区分, 利用金額, 税送料, 請求先名, 明細, 内訳
 * - ショップID: the operator's shop ID (admin config).
 * - オーダーID: `RC` + billed month YYYYMM + company uid, cut to 27 characters (the provider's OrderID limit);
 *   uids of up to 19 characters are never cut.
 * - 会員ID: the company uid, the provider's member holding the card.
 * - 処理区分: CAPTURE (immediate sale).
 * - 利用金額 / 税送料: tax-excluded amount and tax; the provider charges their sum (tax rounded up).
 * - 請求先名: company name, cut to 50 characters (50 full-width characters = 100 Shift-JIS bytes, the size of a
 *   provider free field).
 * - 明細: the line shown on the card statement (service, plan, month), cut to 25 characters (50 bytes).
 * - 内訳: the tax-excluded breakdown (plan, sub-accounts, risk-check usage), cut to 50 characters.
 * Cuts count Unicode code points, so a surrogate pair is never split. The file is cp932 with CRLF line ends.
 */

import { formatCsv, parseCsv } from '../csv/csv.ts';
import { decodeShiftJis, encodeShiftJis } from '../csv/shift-jis.ts';
import { isLightPlan } from '../rules/plans.ts';
import { type BillingCompany, billingMonth, selectBillableCompanies } from './export-selection.ts';
import { monthlyCharge, planPrice, SUB_ACCOUNT_PRICE } from './pricing.ts';

export const ORDER_ID_MAX = 27;
export const COMPANY_NAME_MAX = 50;
export const ITEM_TEXT_MAX = 25;
export const BREAKDOWN_TEXT_MAX = 50;
export const BILLING_PREVIEW_ROWS = 20;
export const BILLING_JOB_CODE = 'CAPTURE';
export const BILLING_CSV_HEADER = [
  'ショップID',
  'オーダーID',
  '会員ID',
  '処理区分',
  '利用金額',
  '税送料',
  '請求先名',
  '明細',
  '内訳',
] as const;

/** One record's nine cells, in BILLING_CSV_HEADER order. */
type BillingCsvFields = [string, string, string, string, string, string, string, string, string];

export interface BillingCsvRow {
  shopId: string;
  orderId: string;
  memberId: string;
  jobCode: string;
  /** Tax excluded. */
  amount: number;
  tax: number;
  companyName: string;
  itemText: string;
  breakdownText: string;
}

/** The first `max` code points of a text. */
export function cutText(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}

export interface BillingRowsInput {
  companies: readonly BillingCompany[];
  /** Risk-check usage of the billed month, tax excluded, by RISK EYES user ID. */
  riskUsage: Readonly<Record<string, number>>;
  shopId: string;
  now: Date;
}

/** The rows of the export: billable companies only, in input order. */
export function billingRows(input: BillingRowsInput): BillingCsvRow[] {
  const month = billingMonth(input.now);
  return selectBillableCompanies(input.companies, input.now).map((company) => {
    const plan = isLightPlan(company.planStatus) ? 'LIGHT' : 'STANDARD';
    const usage = plan === 'STANDARD' && company.riskEyesId ? (input.riskUsage[company.riskEyesId] ?? 0) : 0;
    const charge = monthlyCharge({ plan, subAccounts: company.subAccounts, otherBilling: usage });
    const planLabel = plan === 'STANDARD' ? 'スタンダード' : 'ライト';
    const monthLabel = `${month.year}年${String(month.month).padStart(2, '0')}月分`;
    const breakdown = [
      `${planLabel}${planPrice(plan)}円`,
      `サブアカウント${company.subAccounts}件${SUB_ACCOUNT_PRICE * company.subAccounts}円`,
      ...(plan === 'STANDARD' ? [`リスクチェック${usage}円`] : []),
    ].join(' ');
    return {
      shopId: input.shopId,
      orderId: cutText(`RC${month.yyyymm}${company.uid}`, ORDER_ID_MAX),
      memberId: company.uid,
      jobCode: BILLING_JOB_CODE,
      amount: charge.subtotal,
      tax: charge.tax,
      companyName: cutText(company.name, COMPANY_NAME_MAX),
      itemText: cutText(`Refcheck ${planLabel} ${monthLabel}`, ITEM_TEXT_MAX),
      breakdownText: cutText(breakdown, BREAKDOWN_TEXT_MAX),
    };
  });
}

/** The admin screen's preview: the first 20 rows. */
export function previewBillingRows(rows: readonly BillingCsvRow[]): BillingCsvRow[] {
  return rows.slice(0, BILLING_PREVIEW_ROWS);
}

/** The export as text: header and one CRLF-terminated record per row. */
export function billingCsvText(rows: readonly BillingCsvRow[]): string {
  return formatCsv([
    BILLING_CSV_HEADER,
    ...rows.map((r) => [
      r.shopId,
      r.orderId,
      r.memberId,
      r.jobCode,
      String(r.amount),
      String(r.tax),
      r.companyName,
      r.itemText,
      r.breakdownText,
    ]),
  ]);
}

/** The export as Shift-JIS (cp932) bytes, ready to download. */
export function encodeBillingCsv(rows: readonly BillingCsvRow[]): Uint8Array {
  return encodeShiftJis(billingCsvText(rows));
}

/** Reads an exported file back (for checks and tests); throws on a foreign header or malformed row. */
export function parseBillingCsv(bytes: Uint8Array): BillingCsvRow[] {
  const { records, error } = parseCsv(decodeShiftJis(bytes));
  const [header, ...rows] = records;
  if (error || header?.fields.join(',') !== BILLING_CSV_HEADER.join(',')) {
    throw new Error('not a billing CSV');
  }
  return rows.map(({ line, fields }) => {
    if (fields.length !== BILLING_CSV_HEADER.length) {
      throw new Error(`line ${line}: expected ${BILLING_CSV_HEADER.length} columns`);
    }
    const [shopId, orderId, memberId, jobCode, amount, tax, companyName, itemText, breakdownText] =
      fields as BillingCsvFields;
    return {
      shopId,
      orderId,
      memberId,
      jobCode,
      amount: Number(amount),
      tax: Number(tax),
      companyName,
      itemText,
      breakdownText,
    };
  });
}

/** Download name of the export for a billed month: `billing` + YYYYMM + `.csv`. */
export function billingCsvFileName(month: string): string {
  return `billing${month}.csv`;
}
