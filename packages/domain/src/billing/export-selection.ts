/**
 * Which companies the monthly billing export charges, and for which month.
 * The export bills the previous Asia/Tokyo calendar month (in arrears).
 */
import type { PlanStatus } from '../enums.ts';
import { isLightPlan } from '../rules/plans.ts';
import { addTokyoMonths, DAY_MS, startOfTokyoMonth, tokyoDate, yyyymm } from '../rules/tokyo-time.ts';
import type { PaymentMethod } from './contract.ts';

/** Days after verification during which a company not on STANDARD is not billed yet. */
export const BILLING_GRACE_DAYS = 10;

export interface BillingMonth {
  year: number;
  month: number;
  /** `YYYYMM`. */
  yyyymm: string;
  /** 00:00 Tokyo on the 1st of the month. */
  startsAt: Date;
}

/** The month the export bills: the Tokyo calendar month before `now`'s. */
export function billingMonth(now: Date): BillingMonth {
  const { year, month } = addTokyoMonths({ ...tokyoDate(now), day: 1 }, -1);
  return { year, month, yyyymm: yyyymm(year, month), startsAt: startOfTokyoMonth(year, month) };
}

/** A company as the billing export needs it. */
export interface BillingCompany {
  id: string;
  uid: string;
  name: string;
  planStatus: PlanStatus;
  verifiedAt: Date | null;
  bannedAt: Date | null;
  deletedAt: Date | null;
  /** The operator's own company. */
  isOwnCompany: boolean;
  /** ATS-linked (sonar) companies are billed elsewhere. */
  sonar: boolean;
  /** Sub-accounts charged this month. */
  subAccounts: number;
  /** RISK EYES user ID, the key of the risk-check usage upload. */
  riskEyesId: string | null;
  /** Card (the provider's batch, the export's main file) or invoice (their own file). Default card. */
  paymentMethod?: PaymentMethod;
  /** Sign-up: the paid contract starts when the trial ends (or at verification, if later). */
  createdAt?: Date;
  /** The last change of plan STANDARD → light during the billed month, with when STANDARD began. */
  downgrade?: { standardSince: Date; at: Date } | null;
}

export const BILLING_EXCLUSION_REASONS = [
  'unverified',
  'ownCompany',
  'sonar',
  'recentlyVerifiedLight',
  'endedBeforeLastMonth',
] as const;
export type BillingExclusionReason = (typeof BILLING_EXCLUSION_REASONS)[number];

/**
 * Why a company is left out of the export, or null when it is billed. Excluded: unverified; the operator's
 * own company; sonar companies; companies not on STANDARD verified 10 × 24 h ago or less; companies banned or
 * deleted before the start of last month (a company that left during last month is billed for it in full).
 */
export function billingExclusion(company: BillingCompany, now: Date): BillingExclusionReason | null {
  if (!company.verifiedAt) return 'unverified';
  if (company.isOwnCompany) return 'ownCompany';
  if (company.sonar) return 'sonar';
  const sinceVerified = now.getTime() - company.verifiedAt.getTime();
  if (isLightPlan(company.planStatus) && sinceVerified <= BILLING_GRACE_DAYS * DAY_MS) {
    return 'recentlyVerifiedLight';
  }
  const lastMonthStart = billingMonth(now).startsAt.getTime();
  const ended = [company.bannedAt, company.deletedAt].some((at) => at && at.getTime() < lastMonthStart);
  return ended ? 'endedBeforeLastMonth' : null;
}

/** The companies the export bills, in input order. */
export function selectBillableCompanies<T extends BillingCompany>(companies: readonly T[], now: Date): T[] {
  return companies.filter((company) => billingExclusion(company, now) === null);
}
