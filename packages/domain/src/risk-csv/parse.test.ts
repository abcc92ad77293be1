import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { RISK_EYES_UNIT_PRICE } from '../billing/pricing.ts';
import { formatCsv } from '../csv/csv.ts';
import { encodeShiftJis } from '../csv/shift-jis.ts';
import { parseRiskEyesCsv, parseYenAmount, RISK_EYES_HEADER } from './parse.ts';

const HEADER = RISK_EYES_HEADER.join(',');
const file = (...lines: string[]) => encodeShiftJis(lines.map((l) => `${l}\r\n`).join(''));
const search = (user: string) =>
  `${user},㈱髙島屋ｶﾌﾞｼｷｶﾞｲｼｬ,A001,新聞,個人,山田太郎,2025/02/03,検索料,1,￥450,￥450`;

describe('parseYenAmount', () => {
  it('reads the amount after the yen mark, without thousands separators', () => {
    expect(parseYenAmount('￥1,234,567')).toBe(1_234_567);
    expect(parseYenAmount('\\11,000')).toBe(11_000); // ¥ read from Shift-JIS byte 0x5C
    expect(parseYenAmount('¥0')).toBe(0);
    expect(parseYenAmount('￥-500')).toBe(-500);
    expect(parseYenAmount(' 2,000 ')).toBe(2_000); // no mark: read whole
  });
  it('rejects anything but whole yen', () => {
    for (const cell of ['', '￥', '￥abc', '￥1.5', '￥1,000円']) expect(parseYenAmount(cell)).toBeNull();
  });
});

describe('parseRiskEyesCsv', () => {
  it('sums amounts per user ID, search fees at the fixed unit price', () => {
    const result = parseRiskEyesCsv(
      file(
        HEADER,
        search('RE001'),
        search('RE001'),
        'RE002,"株式会社サンプル, 本社",A002,WEB,個人,佐藤花子,2025/02/04,月額利用料,1,"￥11,000","￥11,000"',
        '',
        search('RE002'),
      ),
    );
    expect(result).toEqual({
      ok: true,
      amounts: { RE001: 2 * RISK_EYES_UNIT_PRICE, RE002: 11_000 + RISK_EYES_UNIT_PRICE },
      rows: 4,
    });
  });
  it('uses the fixed unit price for 検索料 whatever the 金額 column says', () => {
    const line = 'RE001,x,A,新聞,個人,名,2025/02/03,検索料,1,￥999,not a number';
    expect(parseRiskEyesCsv(file(HEADER, line))).toEqual({ ok: true, amounts: { RE001: 450 }, rows: 1 });
  });
  it('accepts a header-only file', () => {
    expect(parseRiskEyesCsv(file(HEADER))).toEqual({ ok: true, amounts: {}, rows: 0 });
  });
  it('refuses a UTF-8 file (its header does not decode as 利用者ID)', () => {
    const utf8 = new Uint8Array(iconv.encode(`${HEADER}\r\n`, 'utf8', { addBOM: true }));
    expect(parseRiskEyesCsv(utf8)).toEqual({ ok: false, errors: [{ line: 1, code: 'invalidHeader' }] });
  });
  it('refuses a file whose first header cell is not 利用者ID', () => {
    expect(parseRiskEyesCsv(file('ユーザーID,利用者名', search('RE001')))).toEqual({
      ok: false,
      errors: [{ line: 1, code: 'invalidHeader' }],
    });
    expect(parseRiskEyesCsv(encodeShiftJis(''))).toEqual({
      ok: false,
      errors: [{ line: 1, code: 'emptyFile' }],
    });
    expect(parseRiskEyesCsv(encodeShiftJis('"利用者ID'))).toEqual({
      ok: false,
      errors: [{ line: 1, code: 'unterminatedQuote' }],
    });
  });
  it('reports every bad row with its 1-based line number', () => {
    const result = parseRiskEyesCsv(
      file(
        HEADER,
        search('RE001'),
        'RE001,x,A,新聞,個人,名,2025/02/03,月額利用料,1,￥1000,￥1,000', // unquoted comma: 12 columns, amount "￥1"
        'RE002,x,A,新聞,個人,名,2025/02/03,月額利用料,1,￥1000,￥千円',
        'RE003,x,A',
        ',x,A,新聞,個人,名,2025/02/03,検索料,1,￥450,￥450',
        'RE004,"unterminated',
      ),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: 4, code: 'invalidAmount' },
        { line: 5, code: 'tooFewColumns' },
        { line: 6, code: 'missingUserId' },
        { line: 7, code: 'unterminatedQuote' },
      ],
    });
  });
  it('property: the totals of a generated file are the per-user sums', () => {
    const row = fc.record({
      user: fc.constantFrom('RE001', 'RE002', 'RE003'),
      search: fc.boolean(),
      amount: fc.nat({ max: 5_000_000 }),
      name: fc.string({ unit: fc.constantFrom('株', '髙', '①', '㈱', 'ｱ', ',', '"', 'a'), maxLength: 10 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        const expected: Record<string, number> = {};
        for (const r of rows)
          expected[r.user] = (expected[r.user] ?? 0) + (r.search ? RISK_EYES_UNIT_PRICE : r.amount);
        const yen = (n: number) => `￥${n.toLocaleString('en-US')}`;
        const text = formatCsv([
          [...RISK_EYES_HEADER],
          ...rows.map((r) => [
            r.user,
            r.name,
            'A1',
            '新聞',
            '個人',
            r.name,
            '2025/02/01',
            r.search ? '検索料' : '月額利用料',
            '1',
            yen(r.amount),
            yen(r.amount),
          ]),
        ]);
        expect(parseRiskEyesCsv(encodeShiftJis(text))).toEqual({
          ok: true,
          amounts: expected,
          rows: rows.length,
        });
      }),
    );
  });
});
