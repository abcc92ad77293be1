import { describe, expect, it } from 'vitest';
import { decodeShiftJis, encodeShiftJis } from '../csv/shift-jis.ts';
import { parseCardBatchResult } from './card-batch-result.ts';
import { cardExpiryEnd, cardExpiryWarningDue, cardStatusOf, formatCardExpiry } from './card-status.ts';
import { monthsTouched, remainingTermMonths } from './contract.ts';
import { billingRows, encodeInvoiceCsv, minimumTermCharge } from './export-csv.ts';
import type { BillingCompany } from './export-selection.ts';
import { tokyoDayKey, trialModalAutoOpens, trialWarningDue } from './trial-warnings.ts';

const jst = (s: string) => new Date(`${s}+09:00`);
const DAY = 86_400_000;

describe('card status', () => {
  it('a card works through its expiry month (Tokyo) and is invalid from the 1st of the next', () => {
    expect(cardExpiryEnd('2612')).toEqual(jst('2027-01-01T00:00:00'));
    expect(cardExpiryEnd('2603')).toEqual(jst('2026-04-01T00:00:00'));
    expect(cardExpiryEnd('2613')).toBeNull();
    expect(cardExpiryEnd(null)).toBeNull();
    expect(formatCardExpiry('2603')).toBe('03/26');
    const card = { cardValid: true, cardExpire: '2603', cardInvalidReason: null };
    expect(cardStatusOf(card, jst('2026-03-31T23:59:59'))).toEqual({ status: 'valid', reason: null });
    expect(cardStatusOf(card, jst('2026-04-01T00:00:00'))).toEqual({ status: 'invalid', reason: 'expired' });
  });
  it('declined is invalid whatever the expiry; no card is none', () => {
    expect(
      cardStatusOf({ cardValid: false, cardExpire: '3012', cardInvalidReason: 'declined' }, new Date()),
    ).toEqual({ status: 'invalid', reason: 'declined' });
    expect(
      cardStatusOf({ cardValid: false, cardExpire: null, cardInvalidReason: null }, new Date()).status,
    ).toBe('none');
  });
  it('warns 30 and 7 days before the expiry end, nearest first, never after', () => {
    const end = cardExpiryEnd('2603')!.getTime();
    expect(cardExpiryWarningDue('2603', new Date(end - 31 * DAY))).toBeNull();
    expect(cardExpiryWarningDue('2603', new Date(end - 30 * DAY))).toBe(30);
    expect(cardExpiryWarningDue('2603', new Date(end - 8 * DAY))).toBe(30);
    expect(cardExpiryWarningDue('2603', new Date(end - 7 * DAY))).toBe(7);
    expect(cardExpiryWarningDue('2603', new Date(end))).toBeNull();
  });
});

describe('trial warnings', () => {
  const created = jst('2026-03-01T10:00:00');
  it('3 days, then 1 day before the end; nothing after it', () => {
    expect(trialWarningDue(created, new Date(created.getTime() + 7 * DAY - 1))).toBeNull();
    expect(trialWarningDue(created, new Date(created.getTime() + 7 * DAY))).toBe(3);
    expect(trialWarningDue(created, new Date(created.getTime() + 8 * DAY))).toBe(3);
    expect(trialWarningDue(created, new Date(created.getTime() + 9 * DAY))).toBe(1);
    expect(trialWarningDue(created, new Date(created.getTime() + 10 * DAY))).toBeNull();
  });
  it('the modal opens by itself with 1 to 3 days left, keyed by the Tokyo day', () => {
    expect([null, 0, 1, 2, 3, 4].map(trialModalAutoOpens)).toEqual([false, false, true, true, true, false]);
    expect(tokyoDayKey(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });
});

describe('minimum contract terms', () => {
  it('counts the months touched and the term left', () => {
    expect(monthsTouched(jst('2026-01-31T00:00:00'), jst('2026-02-01T00:00:00'))).toBe(2);
    const i = { startedAt: jst('2026-01-10T00:00:00'), endedAt: jst('2026-01-20T00:00:00') };
    expect(remainingTermMonths({ ...i, paymentMethod: 'invoice' })).toBe(2);
    expect(remainingTermMonths({ ...i, paymentMethod: 'card' })).toBe(0);
  });

  const base: BillingCompany = {
    id: '11111111-1111-4111-8111-111111111111',
    uid: 'u1',
    name: '株式会社テスト',
    planStatus: 'PLAN_STATUS_LIGHT',
    verifiedAt: jst('2026-01-01T00:00:00'),
    createdAt: jst('2025-12-20T00:00:00'),
    bannedAt: null,
    deletedAt: null,
    isOwnCompany: false,
    sonar: false,
    subAccounts: 0,
    riskEyesId: null,
    paymentMethod: 'invoice',
  };
  const now = jst('2026-03-01T00:00:00'); // bills February 2026
  const month = { startsAt: jst('2026-02-01T00:00:00') };

  it('an invoice company withdrawing in its second month pays the third with a reason', () => {
    const term = minimumTermCharge({ ...base, deletedAt: jst('2026-02-10T00:00:00') }, month, now);
    expect(term).toMatchObject({ amount: 10_000, months: 1 });
    expect(term.reason).toContain('最低契約期間3ヶ月');
    const [row] = billingRows({
      companies: [{ ...base, deletedAt: jst('2026-02-10T00:00:00') }],
      riskUsage: {},
      shopId: 's',
      now,
    });
    expect(row).toMatchObject({ amount: 20_000, tax: 2_000, paymentMethod: 'invoice', memberId: base.id });
    expect(row!.reason).toBe(term.reason);
  });

  it('a card company, or one past its term, owes nothing more', () => {
    const card = { ...base, paymentMethod: 'card' as const, deletedAt: jst('2026-02-10T00:00:00') };
    expect(minimumTermCharge(card, month, now).amount).toBe(0);
    const late = { ...base, verifiedAt: jst('2025-10-01T00:00:00'), deletedAt: jst('2026-02-10T00:00:00') };
    expect(minimumTermCharge(late, month, now).amount).toBe(0);
  });

  it('a downgrade inside the term bills the STANDARD surcharge for the months not billed at STANDARD', () => {
    const down = { standardSince: jst('2026-01-15T00:00:00'), at: jst('2026-02-03T00:00:00') };
    const term = minimumTermCharge({ ...base, downgrade: down }, month, now);
    expect(term).toMatchObject({ amount: 20_000, months: 2 });
    expect(term.reason).toContain('ダウングレード');
    const card = minimumTermCharge({ ...base, paymentMethod: 'card', downgrade: down }, month, now);
    expect(card.amount).toBe(0);
    const same = { standardSince: jst('2026-02-01T10:00:00'), at: jst('2026-02-03T00:00:00') };
    expect(minimumTermCharge({ ...base, paymentMethod: 'card', downgrade: same }, month, now).amount).toBe(
      10_000,
    );
  });

  it('writes the invoice file in cp932 with its own header', () => {
    const rows = billingRows({ companies: [base], riskUsage: {}, shopId: 's', now });
    const text = decodeShiftJis(encodeInvoiceCsv(rows));
    expect(text.split('\r\n')[0]).toBe('会員ID,請求先名,利用金額,税送料,合計,明細,内訳,備考');
    expect(text).toContain(`${base.id},株式会社テスト,10000,1000,11000,`);
  });
});

describe('card batch result', () => {
  const file = (...lines: string[]) => encodeShiftJis(lines.map((l) => `${l}\r\n`).join(''));
  it('finds the columns by name; empty, OK or 000 is charged, anything else declined', () => {
    const parsed = parseCardBatchResult(
      file(
        'オーダーID,会員ID,処理結果,エラーコード,エラー詳細コード',
        'o1,m1,OK,,',
        'o2,m2,NG,G12,42G120000',
        '',
        'o3,m3,OK,000,',
      ),
    );
    expect(parsed.ok && parsed.rows.map((r) => [r.memberId, r.declined, r.detail])).toEqual([
      ['m1', false, ''],
      ['m2', true, '42G120000'],
      ['m3', false, ''],
    ]);
  });
  it('refuses a file without the member or result column, and reports faulty rows by line', () => {
    expect(parseCardBatchResult(file('オーダーID,結果コード', 'o,1'))).toEqual({
      ok: false,
      errors: [{ line: 1, code: 'invalidHeader' }],
    });
    expect(parseCardBatchResult(new Uint8Array())).toEqual({
      ok: false,
      errors: [{ line: 1, code: 'emptyFile' }],
    });
    expect(parseCardBatchResult(file('会員ID,結果コード', ',G12', 'm1'))).toEqual({
      ok: false,
      errors: [
        { line: 2, code: 'missingMemberId' },
        { line: 3, code: 'tooFewColumns' },
      ],
    });
  });
});
