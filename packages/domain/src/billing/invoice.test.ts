import { describe, expect, it } from 'vitest';
import { billingRows } from './export-csv.ts';
import type { BillingCompany } from './export-selection.ts';
import {
  billedPeriod,
  corporateNumberCheckDigit,
  documentNumber,
  documentSeries,
  invoiceDueDate,
  invoiceFromBillingRow,
  invoiceIssuerSchema,
  invoiceStatus,
  invoiceTotals,
  isOverdue,
  isRegistrationNumber,
  taxOfIncluded,
  taxOfRate,
} from './invoice.ts';

const jst = (s: string) => new Date(`${s}+09:00`);

describe('registration number (T + corporate number with its check digit)', () => {
  it('computes the check digit: 9 − (Σ digit × 1,2,1,2… from the lowest digit mod 9)', () => {
    // 国税庁 7000012050002: 2·1 + 5·1 + 2·1 + 1·2 = 11, 11 mod 9 = 2, 9 − 2 = 7.
    expect(corporateNumberCheckDigit('000012050002')).toBe(7);
    // 8·1 + 7·1 + 3·2 + 1·1 + 2·2 + 1·1 + 1·1 = 28, 28 mod 9 = 1, 9 − 1 = 8.
    expect(corporateNumberCheckDigit('010001213708')).toBe(8);
    expect(() => corporateNumberCheckDigit('12345')).toThrow(RangeError);
  });
  it('accepts valid numbers', () => {
    expect(isRegistrationNumber('T7000012050002')).toBe(true);
    expect(isRegistrationNumber('T8010001213708')).toBe(true);
  });
  it('refuses a wrong check digit, a missing T, wrong lengths, full-width digits', () => {
    expect(isRegistrationNumber('T8010001213709')).toBe(false);
    expect(isRegistrationNumber('T7010001213708')).toBe(false);
    expect(isRegistrationNumber('8010001213708')).toBe(false);
    expect(isRegistrationNumber('t8010001213708')).toBe(false);
    expect(isRegistrationNumber('T801000121370')).toBe(false);
    expect(isRegistrationNumber('T80100012137080')).toBe(false);
    expect(isRegistrationNumber('Ｔ８０１０００１２１３７０８')).toBe(false);
  });
  it('the issuer schema names the invalid field with a message key', () => {
    const base = {
      legalName: 'Refcheck株式会社',
      address: '東京都千代田区丸の内1-1-1',
      phone: '03-1234-5678',
      bankAccount: 'みずほ銀行 本店 普通 1234567 リファチェック(カ',
    };
    expect(invoiceIssuerSchema.safeParse({ ...base, registrationNumber: 'T8010001213708' }).success).toBe(
      true,
    );
    const bad = invoiceIssuerSchema.safeParse({ ...base, registrationNumber: 'T8010001213709' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['registrationNumber'],
      message: 'invoices.registrationNumberInvalid',
    });
  });
});

describe('consumption tax: once per rate per invoice, rounded up (the billing CSV’s rounding)', () => {
  it('11,000 + 495 × 3 yen tax included → tax 1,135 yen', () => {
    expect(taxOfIncluded(11_000 + 495 * 3)).toBe(1_135);
    // The same lines tax excluded: 10,000 + 450 × 3 → 11,350 + 1,135 = 12,485.
    expect(invoiceTotals([{ amount: 10_000 }, { amount: 450 * 3 }])).toEqual({
      subject10: 11_350,
      tax10: 1_135,
      total: 12_485,
    });
  });
  it('rounds the sum once, not each line', () => {
    // Three lines of 455: per line 45.5 → 46 × 3 = 138; once: 136.5 → 137.
    const lines = [{ amount: 455 }, { amount: 455 }, { amount: 455 }];
    expect(invoiceTotals(lines).tax10).toBe(137);
    expect(lines.reduce((s, l) => s + taxOfRate(l.amount), 0)).toBe(138);
    expect(taxOfRate(10_001)).toBe(1_001);
    expect(taxOfRate(0)).toBe(0);
    expect(() => taxOfRate(-1)).toThrow(RangeError);
    expect(() => taxOfRate(1.5)).toThrow(RangeError);
  });
});

describe('due dates, status, overdue', () => {
  it('invoice payment is due at the end of the month after the billed month; card has none', () => {
    expect(invoiceDueDate('202610', 'invoice')).toBe('2026-11-30');
    expect(invoiceDueDate('202612', 'invoice')).toBe('2027-01-31');
    expect(invoiceDueDate('202701', 'invoice')).toBe('2027-02-28');
    expect(invoiceDueDate('202701', 'card')).toBeNull();
    expect(billedPeriod('202402')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
  it('is overdue from the day after the due date (Tokyo) until paid', () => {
    expect(isOverdue('2026-11-30', false, jst('2026-11-30T23:59:59'))).toBe(false);
    expect(isOverdue('2026-11-30', false, jst('2026-12-01T00:00:00'))).toBe(true);
    expect(isOverdue('2026-11-30', true, jst('2026-12-01T00:00:00'))).toBe(false);
    expect(isOverdue(null, false, jst('2030-01-01T00:00:00'))).toBe(false);
  });
  it('status: corrected, else paid in full, else unpaid (partial is unpaid)', () => {
    expect(invoiceStatus({ total: 100, paidAmount: 0, supersededBy: null })).toBe('unpaid');
    expect(invoiceStatus({ total: 100, paidAmount: 60, supersededBy: null })).toBe('unpaid');
    expect(invoiceStatus({ total: 100, paidAmount: 100, supersededBy: null })).toBe('paid');
    expect(invoiceStatus({ total: 100, paidAmount: 100, supersededBy: 'x' })).toBe('corrected');
  });
});

describe('document numbers', () => {
  it('INV-YYYYMM-00001 from the Tokyo month of issue and the sequence', () => {
    expect(documentNumber('INV', jst('2026-11-01T00:00:00'), 1)).toBe('INV-202611-00001');
    expect(documentNumber('INV', jst('2026-10-31T23:59:59'), 42)).toBe('INV-202610-00042');
    expect(documentNumber('RCP', jst('2026-12-05T10:00:00'), 99_999)).toBe('RCP-202612-99999');
    expect(documentSeries('INV', new Date('2026-10-31T15:00:00Z'))).toBe('INV-202611');
    expect(() => documentNumber('INV', new Date(), 0)).toThrow(RangeError);
    expect(() => documentNumber('INV', new Date(), 100_000)).toThrow(RangeError);
  });
});

const base: BillingCompany = {
  id: 'id-a',
  uid: 'a',
  name: '株式会社テスト',
  createdAt: jst('2025-01-01T00:00:00'),
  planStatus: 'PLAN_STATUS_STANDARD',
  verifiedAt: jst('2025-01-02T00:00:00'),
  bannedAt: null,
  deletedAt: null,
  isOwnCompany: false,
  sonar: false,
  subAccounts: 2,
  riskEyesId: 'RE1',
  paymentMethod: 'invoice',
  downgrade: null,
};

describe('invoice from a billing CSV row', () => {
  const now = jst('2026-11-01T00:00:00');
  it('has the row’s lines, amount and tax; lines sum to the amount', () => {
    const [row] = billingRows({ companies: [base], riskUsage: { RE1: 1_350 }, shopId: 's', now });
    const invoice = invoiceFromBillingRow(row!, '202610');
    expect(invoice.lines.map((l) => [l.kind, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['plan', 1, 20_000, 20_000],
      ['subAccounts', 2, 800, 1_600],
      ['riskCheck', 3, 450, 1_350],
    ]);
    expect(invoice.subject10).toBe(row!.amount);
    expect(invoice.tax10).toBe(row!.tax);
    expect(invoice.total).toBe(row!.amount + row!.tax);
    expect(invoice.dueDate).toBe('2026-11-30');
    expect(invoice.recipientName).toBe('株式会社テスト');
  });
  it('usage that is not whole searches is one line of its amount', () => {
    const [row] = billingRows({ companies: [base], riskUsage: { RE1: 1_001 }, shopId: 's', now });
    const invoice = invoiceFromBillingRow(row!, '202610');
    expect(invoice.lines.at(-1)).toMatchObject({ kind: 'riskCheck', quantity: 1, unitPrice: 1_001 });
    expect(invoice.tax10).toBe(row!.tax);
  });
  it('minimum-term remainder: a line of the months not touched', () => {
    const withdrawn: BillingCompany = {
      ...base,
      planStatus: 'PLAN_STATUS_LIGHT',
      subAccounts: 0,
      paymentMethod: 'invoice',
      createdAt: jst('2026-08-20T00:00:00'),
      verifiedAt: jst('2026-09-01T00:00:00'),
      deletedAt: jst('2026-10-10T00:00:00'),
    };
    const [row] = billingRows({ companies: [withdrawn], riskUsage: {}, shopId: 's', now });
    const invoice = invoiceFromBillingRow(row!, '202610');
    const term = invoice.lines.find((l) => l.kind === 'minimumTerm');
    expect(term).toBeDefined();
    expect(term!.unitPrice).toBe(10_000);
    expect(term!.amount).toBe(term!.quantity * 10_000);
    expect(invoice.subject10).toBe(row!.amount);
    expect(invoice.note).toBe(row!.reason);
    expect(invoice.dueDate).toBe('2026-11-30');
  });
  it('refuses a row whose figures disagree with its lines', () => {
    const [row] = billingRows({ companies: [base], riskUsage: {}, shopId: 's', now });
    expect(() => invoiceFromBillingRow({ ...row!, tax: row!.tax + 1 }, '202610')).toThrow('disagree');
    expect(() => invoiceFromBillingRow({ ...row!, amount: row!.amount - 1 }, '202610')).toThrow('disagree');
  });
});
