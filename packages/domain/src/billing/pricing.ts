/**
 * Prices. The spec gives two readings that agree once tax is applied:
 * - the plan page, tax included: base 11,000 yen/month, 880 yen per HR (sub) account, risk-check option
 *   11,000 yen/month, plus metered newspaper and web search fees;
 * - the monthly charge: LIGHT 10,000 yen, STANDARD twice that (= LIGHT + the risk option), 800 yen per
 *   sub-account, plus other billing (risk-check usage, 450 yen per search) on STANDARD only; 10% tax,
 *   rounded UP to the yen after tax.
 * The plan page figures are derived from the tax-excluded constants so the two can never drift apart.
 * All amounts are integer yen; tax is computed in integers (⌈x × 11 / 10⌉), never in floating point.
 */
import type { Plan } from '../enums.ts';

/** Monthly price of the LIGHT plan, tax excluded. */
export const DEFAULT_PRICE = 10_000;
/** Consumption tax, in percent. */
export const TAX_RATE_PERCENT = 10;
/** Monthly price per sub-account (HR account), tax excluded. */
export const SUB_ACCOUNT_PRICE = 800;
/** Price of one RISK EYES search (newspaper or web), tax excluded. */
export const RISK_EYES_UNIT_PRICE = 450;

/** An amount with tax added, rounded up to the yen. */
export function taxIncluded(amount: number): number {
  // amount × 110 is an exact integer and an integer quotient is exact, so ceil never rounds a whole yen up.
  return Math.ceil((amount * (100 + TAX_RATE_PERCENT)) / 100);
}

/** Monthly plan price, tax excluded: LIGHT = DEFAULT_PRICE, STANDARD = 2 × LIGHT. */
export function planPrice(plan: Plan): number {
  return plan === 'STANDARD' ? 2 * DEFAULT_PRICE : DEFAULT_PRICE;
}

/** The tax-included figures of the plan page. */
export interface PlanPagePrices {
  basePerMonth: number;
  perHrAccount: number;
  riskOptionPerMonth: number;
  newspaperSearchFee: number;
  webSearchFee: number;
}

/** Plan page figures, tax included: 11,000 / 880 / 11,000 / 495 / 495 yen. */
export function planPagePrices(): PlanPagePrices {
  return {
    basePerMonth: taxIncluded(planPrice('LIGHT')),
    perHrAccount: taxIncluded(SUB_ACCOUNT_PRICE),
    riskOptionPerMonth: taxIncluded(planPrice('STANDARD') - planPrice('LIGHT')),
    newspaperSearchFee: taxIncluded(RISK_EYES_UNIT_PRICE),
    webSearchFee: taxIncluded(RISK_EYES_UNIT_PRICE),
  };
}

export interface MonthlyChargeInput {
  plan: Plan;
  subAccounts: number;
  /** Other billing of the month (risk-check usage), tax excluded; counted on STANDARD only. */
  otherBilling: number;
}

export interface MonthlyCharge {
  /** Tax-excluded total. */
  subtotal: number;
  /** total − subtotal. */
  tax: number;
  /** Tax-included amount charged, rounded up. */
  total: number;
}

const assertAmount = (name: string, value: number): void => {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
};

/**
 * The monthly charge: (plan price + 800 × sub-accounts + other billing on STANDARD) plus 10% tax, rounded up.
 * A partial month is charged in full (no daily proration). Throws a RangeError for negative or fractional input.
 */
export function monthlyCharge(input: MonthlyChargeInput): MonthlyCharge {
  assertAmount('subAccounts', input.subAccounts);
  assertAmount('otherBilling', input.otherBilling);
  const other = input.plan === 'STANDARD' ? input.otherBilling : 0;
  const subtotal = planPrice(input.plan) + SUB_ACCOUNT_PRICE * input.subAccounts + other;
  const total = taxIncluded(subtotal);
  return { subtotal, tax: total - subtotal, total };
}
