import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeShiftJis, encodeShiftJis } from '../csv/shift-jis.ts';
import {
  BILLING_CSV_HEADER,
  type BillingCsvFileRow,
  billingCsvFileName,
  billingCsvText,
  billingRows,
  cutText,
  encodeBillingCsv,
  parseBillingCsv,
  previewBillingRows,
} from './export-csv.ts';
import type { BillingCompany } from './export-selection.ts';

const now = new Date('2025-03-05T10:00:00+09:00');
const company = (overrides: Partial<BillingCompany>): BillingCompany => ({
  id: 'c1',
  uid: 'uid1',
  name: '株式会社サンプル',
  planStatus: 'PLAN_STATUS_STANDARD',
  verifiedAt: new Date('2024-12-01T10:00:00+09:00'),
  bannedAt: null,
  deletedAt: null,
  isOwnCompany: false,
  sonar: false,
  subAccounts: 0,
  riskEyesId: null,
  ...overrides,
});

describe('cutText', () => {
  it('cuts by characters, never splitting a surrogate pair', () => {
    expect(cutText('株式会社', 2)).toBe('株式');
    expect(cutText('𠮷野家', 1)).toBe('𠮷');
    expect(cutText('short', 25)).toBe('short');
  });
});

describe('billingRows', () => {
  const longName =
    '株式会社ＡＢＣホールディングス国際人材開発コンサルティング事業本部東日本リファレンスチェック推進部門第一課';
  const companies = [
    company({ id: 'id-standard', uid: 'u-standard', name: longName, subAccounts: 2, riskEyesId: 'RE001' }),
    company({ id: 'id-light', uid: 'u-light', planStatus: 'PLAN_STATUS_LIGHT', riskEyesId: 'RE002' }),
    company({ id: 'id-sonar', uid: 'u-sonar', sonar: true }),
    company({ id: 'id-long', uid: 'abcdefghijklmnopqrstuvwxyz0123' }),
  ];
  const rows = billingRows({ companies, riskUsage: { RE001: 1_350, RE002: 900 }, shopId: 'tshop0001', now });

  it('bills selected companies with usage on STANDARD only', () => {
    // 会員ID is the company id: the member the card registration saved the card under.
    expect(rows.map((r) => r.memberId)).toEqual(['id-standard', 'id-light', 'id-long']);
    expect(rows[0]).toMatchObject({ shopId: 'tshop0001', jobCode: 'CAPTURE', amount: 22_950, tax: 2_295 });
    expect(rows[1]).toMatchObject({
      amount: 10_000,
      tax: 1_000,
      breakdownText: 'ライト10000円 サブアカウント0件0円',
    });
    expect(rows[2]).toMatchObject({
      amount: 20_000,
      breakdownText: 'スタンダード20000円 サブアカウント0件0円 リスクチェック0円',
    });
  });
  it('cuts the company name to 50 and the statement line to 25 characters', () => {
    expect(longName.length).toBeGreaterThan(50);
    expect(rows[0]?.companyName).toBe(longName.slice(0, 50));
    expect(Array.from(rows[0]?.companyName ?? '')).toHaveLength(50);
    expect(rows[0]?.itemText).toBe('Refcheck スタンダード 2025年02月分'.slice(0, 25));
    expect(rows[0]?.itemText).toHaveLength(25);
    expect(rows[1]?.itemText).toBe('Refcheck ライト 2025年02月分');
  });
  it('cuts the breakdown text to 50 characters', () => {
    const [row] = billingRows({
      companies: [company({ subAccounts: 123_456_789, riskEyesId: 'X' })],
      riskUsage: { X: 123_456_789_000 },
      shopId: 's',
      now,
    });
    expect(row?.breakdownText).toHaveLength(50);
  });
  it('builds the order ID from the month and uid, cut to 27 characters', () => {
    expect(rows[0]?.orderId).toBe('RC202502u-standard');
    expect(rows[2]?.orderId).toBe('RC202502abcdefghijklmnopqrs');
    expect(rows[2]?.orderId).toHaveLength(27);
  });
});

describe('previewBillingRows', () => {
  it('shows the first 20 rows', () => {
    const companies = Array.from({ length: 25 }, (_, i) => company({ id: `c${i}`, uid: `u${i}` }));
    const rows = billingRows({ companies, riskUsage: {}, shopId: 's', now });
    expect(rows).toHaveLength(25);
    expect(previewBillingRows(rows).map((r) => r.memberId)).toEqual(rows.slice(0, 20).map((r) => r.memberId));
  });
});

describe('billing CSV file', () => {
  const row: BillingCsvFileRow = {
    shopId: 'tshop0001',
    orderId: 'RC202502u1',
    memberId: 'u1',
    jobCode: 'CAPTURE',
    amount: 10_000,
    tax: 1_000,
    companyName: '㈱髙島屋ｶﾌﾞｼｷｶﾞｲｼｬ①～―, "本社"',
    itemText: 'Refcheck ライト 2025年02月分',
    breakdownText: 'ライト10000円 サブアカウント0件0円',
  };
  it('is a Shift-JIS CSV with the header and CRLF line ends', () => {
    const bytes = encodeBillingCsv([row]);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(decodeShiftJis(bytes)).toBe(
      `${BILLING_CSV_HEADER.join(',')}\r\ntshop0001,RC202502u1,u1,CAPTURE,10000,1000,"㈱髙島屋ｶﾌﾞｼｷｶﾞｲｼｬ①～―, ""本社""",Refcheck ライト 2025年02月分,ライト10000円 サブアカウント0件0円\r\n`,
    );
    expect(parseBillingCsv(bytes)).toEqual([row]);
  });
  it('refuses a file that is not a billing CSV', () => {
    expect(() => parseBillingCsv(encodeShiftJis('利用者ID,金額\r\n'))).toThrow('not a billing CSV');
    expect(() => parseBillingCsv(encodeShiftJis('"open'))).toThrow('not a billing CSV');
    expect(() => parseBillingCsv(encodeShiftJis(`${billingCsvText([])}a,b\r\n`))).toThrow('line 2');
  });
  it('names the file after the billed month', () => {
    expect(billingCsvFileName('202502')).toBe('billing202502.csv');
  });
  it('property: rows survive the Shift-JIS round trip', () => {
    const text = fc.string({
      unit: fc.constantFrom(
        '株',
        '式',
        '会',
        '社',
        '髙',
        '①',
        '㈱',
        '～',
        '―',
        'ｱ',
        'ﾞ',
        'a',
        '1',
        ',',
        '"',
        ' ',
        '\n',
      ),
      maxLength: 30,
    });
    const csvRow = fc.record({
      shopId: fc.stringMatching(/^[a-z0-9]{1,13}$/),
      orderId: fc.stringMatching(/^[A-Za-z0-9-]{1,27}$/),
      memberId: fc.stringMatching(/^[A-Za-z0-9]{1,20}$/),
      jobCode: fc.constant('CAPTURE'),
      amount: fc.nat({ max: 10_000_000 }),
      tax: fc.nat({ max: 1_000_000 }),
      companyName: text,
      itemText: text,
      breakdownText: text,
    });
    fc.assert(
      fc.property(fc.array(csvRow, { maxLength: 5 }), (rows) => {
        expect(parseBillingCsv(encodeBillingCsv(rows))).toEqual(rows);
      }),
    );
  });
});
