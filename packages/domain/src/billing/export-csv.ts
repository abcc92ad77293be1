/**
 * The billing CSV uploaded to the card payment provider's batch billing (GMO-PG style), one row per company.
 *
 * Columns (header in Japanese, as the provider's management screen expects):
 *   ショップID, オーダーID, 会員ID, 処理区分, 利用金額, 税送料, 請求先名, 明細, 内訳
 * - ショップID: the operator's shop ID (admin config).
 * - オーダーID: `RC` + billed month YYYYMM + company uid, cut to 27 characters (the provider's OrderID limit);
 *   uids of up to 19 characters are never cut.
 * - 会員ID: the company id, the member the card registration saved the card under (one member ID: decisions.md).
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
import { TRIAL_DAYS } from '../rules/constants.ts';
import { isLightPlan } from '../rules/plans.ts';
import { DAY_MS } from '../rules/tokyo-time.ts';
import { MINIMUM_TERM_MONTHS, monthsTouched, type PaymentMethod, remainingTermMonths } from './contract.ts';
import { type BillingCompany, billingMonth, selectBillableCompanies } from './export-selection.ts';
import { monthlyCharge, planPrice, RISK_EYES_UNIT_PRICE, SUB_ACCOUNT_PRICE, taxIncluded } from './pricing.ts';

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

/** A row as the card batch file holds it. */
export type BillingCsvFileRow = Omit<BillingCsvRow, 'paymentMethod' | 'reason' | 'lines'>;

/** One line of a row's charge, tax excluded (the qualified invoice's lines: invoice-lines.ts). */
export interface BillingLine {
  kind: 'plan' | 'subAccounts' | 'riskCheck' | 'minimumTerm';
  /** The line's text on the invoice (Japanese). */
  label: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unitPrice. */
  amount: number;
}

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
  /** card: the provider's batch file; invoice: the invoice file. */
  paymentMethod: PaymentMethod;
  /** Why the amount holds more than the month (minimum contract term), else ''. */
  reason: string;
  /** The charge's lines, tax excluded; their amounts sum to `amount` (not in the files). */
  lines: BillingLine[];
}

/** The paid contract's start: the trial's end, or the verification if later. */
export function contractStartedAt(company: BillingCompany): Date | null {
  if (!company.verifiedAt) return null;
  const trialEnd = company.createdAt ? company.createdAt.getTime() + TRIAL_DAYS * DAY_MS : 0;
  return new Date(Math.max(trialEnd, company.verifiedAt.getTime()));
}

/**
 * The minimum contract term's charge in the billed month (tax excluded) and its reason:
 * - withdrawn during the month inside the term: the plan price × the term's months not touched;
 * - STANDARD → light during the month inside the term: the STANDARD surcharge × the term's months not billed at
 *   STANDARD (the months before this one since STANDARD began; this month is billed as light).
 */
export function minimumTermCharge(
  company: BillingCompany,
  month: { startsAt: Date },
  asOf: Date,
): { amount: number; months: number; reason: string } {
  const method = company.paymentMethod ?? 'card';
  const term = MINIMUM_TERM_MONTHS[method];
  const methodLabel = method === 'invoice' ? '請求書払い' : 'カード払い';
  const inMonth = (at: Date | null | undefined) =>
    !!at && at.getTime() >= month.startsAt.getTime() && at.getTime() < asOf.getTime();
  const startedAt = contractStartedAt(company);
  if (inMonth(company.deletedAt) && startedAt && startedAt.getTime() <= company.deletedAt!.getTime()) {
    const months = remainingTermMonths({ startedAt, endedAt: company.deletedAt!, paymentMethod: method });
    if (months > 0) {
      const plan = isLightPlan(company.planStatus) ? 'LIGHT' : 'STANDARD';
      return {
        amount: months * planPrice(plan),
        months,
        reason: `退会: 最低契約期間${term}ヶ月(${methodLabel})の残り${months}ヶ月分`,
      };
    }
  }
  const down = company.downgrade;
  if (down && inMonth(down.at) && isLightPlan(company.planStatus)) {
    const billedAsStandard = monthsTouched(down.standardSince, down.at) - 1;
    const months = Math.max(0, term - billedAsStandard);
    if (months > 0) {
      return {
        amount: months * (planPrice('STANDARD') - planPrice('LIGHT')),
        months,
        reason: `ダウングレード: スタンダード最低契約期間${term}ヶ月(${methodLabel})の残り${months}ヶ月分`,
      };
    }
  }
  return { amount: 0, months: 0, reason: '' };
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
    const monthCharge = monthlyCharge({ plan, subAccounts: company.subAccounts, otherBilling: usage });
    const term = minimumTermCharge(company, month, input.now);
    const subtotal = monthCharge.subtotal + term.amount;
    const charge = { subtotal, tax: taxIncluded(subtotal) - subtotal };
    const planLabel = plan === 'STANDARD' ? 'スタンダード' : 'ライト';
    const monthLabel = `${month.year}年${String(month.month).padStart(2, '0')}月分`;
    const breakdown = [
      `${planLabel}${planPrice(plan)}円`,
      `サブアカウント${company.subAccounts}件${SUB_ACCOUNT_PRICE * company.subAccounts}円`,
      ...(plan === 'STANDARD' ? [`リスクチェック${usage}円`] : []),
      ...(term.amount > 0 ? [`最低契約期間${term.months}ヶ月分${term.amount}円`] : []),
    ].join(' ');
    return {
      shopId: input.shopId,
      orderId: cutText(`RC${month.yyyymm}${company.uid}`, ORDER_ID_MAX),
      memberId: company.id,
      jobCode: BILLING_JOB_CODE,
      amount: charge.subtotal,
      tax: charge.tax,
      companyName: cutText(company.name, COMPANY_NAME_MAX),
      itemText: cutText(`Refcheck ${planLabel} ${monthLabel}`, ITEM_TEXT_MAX),
      breakdownText: cutText(breakdown, BREAKDOWN_TEXT_MAX),
      paymentMethod: company.paymentMethod ?? 'card',
      reason: term.reason,
      lines: chargeLines({ plan, planLabel, subAccounts: company.subAccounts, usage, term }),
    };
  });
}

/** A line of `quantity` × `unitPrice`. */
const line = (
  kind: BillingLine['kind'],
  label: string,
  quantity: number,
  unitPrice: number,
): BillingLine => ({
  kind,
  label,
  quantity,
  unitPrice,
  amount: quantity * unitPrice,
});

/**
 * The lines of a row's charge: the plan, the sub-accounts (HR accounts), the risk-check usage on STANDARD (searches
 * of 450 yen when the usage is a whole number of them, else one line of the amount) and the minimum-term remainder.
 * Lines of zero quantity are left out, except the plan.
 */
function chargeLines(c: {
  plan: 'LIGHT' | 'STANDARD';
  planLabel: string;
  subAccounts: number;
  usage: number;
  term: { amount: number; months: number };
}): BillingLine[] {
  const lines = [line('plan', `Refcheck ${c.planLabel}プラン 月額`, 1, planPrice(c.plan))];
  if (c.subAccounts > 0)
    lines.push(line('subAccounts', 'サブアカウント(人事アカウント)', c.subAccounts, SUB_ACCOUNT_PRICE));
  if (c.usage > 0) {
    lines.push(
      c.usage % RISK_EYES_UNIT_PRICE === 0
        ? line('riskCheck', 'リスクチェック検索', c.usage / RISK_EYES_UNIT_PRICE, RISK_EYES_UNIT_PRICE)
        : line('riskCheck', 'リスクチェック利用料', 1, c.usage),
    );
  }
  if (c.term.amount > 0) {
    lines.push(line('minimumTerm', '最低契約期間の残り月数分', c.term.months, c.term.amount / c.term.months));
  }
  return lines;
}

/** The admin screen's preview: the first 20 rows. */
export function previewBillingRows(rows: readonly BillingCsvRow[]): BillingCsvRow[] {
  return rows.slice(0, BILLING_PREVIEW_ROWS);
}

/** The export as text: header and one CRLF-terminated record per row. */
export function billingCsvText(rows: readonly BillingCsvFileRow[]): string {
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
export function encodeBillingCsv(rows: readonly BillingCsvFileRow[]): Uint8Array {
  return encodeShiftJis(billingCsvText(rows));
}

export const INVOICE_CSV_HEADER = [
  '会員ID',
  '請求先名',
  '利用金額',
  '税送料',
  '合計',
  '明細',
  '内訳',
  '備考',
] as const;

/** The invoice companies' file (請求書払い): not for the card batch; the operator invoices from it. */
export function encodeInvoiceCsv(rows: readonly BillingCsvRow[]): Uint8Array {
  return encodeShiftJis(
    formatCsv([
      INVOICE_CSV_HEADER,
      ...rows.map((r) => [
        r.memberId,
        r.companyName,
        String(r.amount),
        String(r.tax),
        String(r.amount + r.tax),
        r.itemText,
        r.breakdownText,
        r.reason,
      ]),
    ]),
  );
}

/** Download name of the invoice file of a billed month: `invoice` + YYYYMM + `.csv`. */
export function invoiceCsvFileName(month: string): string {
  return `invoice${month}.csv`;
}

/** Reads an exported file back (for checks and tests); throws on a foreign header or malformed row. */
export function parseBillingCsv(bytes: Uint8Array): BillingCsvFileRow[] {
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
