import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRICE,
  monthlyCharge,
  planPagePrices,
  planPrice,
  RISK_EYES_UNIT_PRICE,
  SUB_ACCOUNT_PRICE,
  taxIncluded,
} from './pricing.ts';

describe('taxIncluded', () => {
  it('adds 10% and rounds up to the yen', () => {
    expect(taxIncluded(10_000)).toBe(11_000);
    expect(taxIncluded(10_001)).toBe(11_002); // 11,001.1 → 11,002
    expect(taxIncluded(10_009)).toBe(11_010); // 11,009.9 → 11,010
    expect(taxIncluded(10_010)).toBe(11_011); // exact: not rounded up
    expect(taxIncluded(0)).toBe(0);
  });
});

describe('plan prices', () => {
  it('makes STANDARD twice LIGHT', () => {
    expect(planPrice('LIGHT')).toBe(DEFAULT_PRICE);
    expect(planPrice('STANDARD')).toBe(2 * DEFAULT_PRICE);
  });
  it('shows the plan page figures tax included', () => {
    expect(planPagePrices()).toEqual({
      basePerMonth: 11_000,
      perHrAccount: 880,
      riskOptionPerMonth: 11_000,
      newspaperSearchFee: 495,
      webSearchFee: 495,
    });
  });
});

describe('monthlyCharge', () => {
  it('charges LIGHT with sub-accounts and ignores other billing', () => {
    expect(monthlyCharge({ plan: 'LIGHT', subAccounts: 2, otherBilling: 4_500 })).toEqual({
      subtotal: 11_600,
      tax: 1_160,
      total: 12_760,
    });
  });
  it('charges STANDARD with sub-accounts and risk-check usage', () => {
    expect(
      monthlyCharge({ plan: 'STANDARD', subAccounts: 1, otherBilling: 3 * RISK_EYES_UNIT_PRICE }),
    ).toEqual({
      subtotal: 22_150,
      tax: 2_215,
      total: 24_365,
    });
  });
  it('rounds up after tax', () => {
    expect(monthlyCharge({ plan: 'STANDARD', subAccounts: 0, otherBilling: 1 }).total).toBe(22_002); // 22,001.1
  });
  it('rejects negative or fractional input', () => {
    expect(() => monthlyCharge({ plan: 'LIGHT', subAccounts: -1, otherBilling: 0 })).toThrow(RangeError);
    expect(() => monthlyCharge({ plan: 'LIGHT', subAccounts: 1.5, otherBilling: 0 })).toThrow(RangeError);
    expect(() => monthlyCharge({ plan: 'STANDARD', subAccounts: 0, otherBilling: -450 })).toThrow(RangeError);
  });

  const input = fc.record({
    plan: fc.constantFrom('LIGHT' as const, 'STANDARD' as const),
    subAccounts: fc.nat({ max: 1_000 }),
    otherBilling: fc.nat({ max: 10_000_000 }),
  });
  it('property: never negative, tax is 10% rounded up, monotone in sub-accounts', () => {
    fc.assert(
      fc.property(input, (i) => {
        const charge = monthlyCharge(i);
        const more = monthlyCharge({ ...i, subAccounts: i.subAccounts + 1 });
        expect(charge.total).toBeGreaterThan(0);
        expect(charge.tax).toBeGreaterThanOrEqual(0);
        expect(charge.total).toBe(charge.subtotal + charge.tax);
        expect(charge.tax * 10 - charge.subtotal).toBeGreaterThanOrEqual(0);
        expect(charge.tax * 10 - charge.subtotal).toBeLessThan(10);
        expect(more.total).toBeGreaterThan(charge.total);
        expect(more.subtotal - charge.subtotal).toBe(SUB_ACCOUNT_PRICE);
      }),
    );
  });
  it('property: STANDARD never costs less than LIGHT', () => {
    fc.assert(
      fc.property(input, (i) => {
        expect(monthlyCharge({ ...i, plan: 'STANDARD' }).total).toBeGreaterThan(
          monthlyCharge({ ...i, plan: 'LIGHT' }).total,
        );
      }),
    );
  });
});
