/** The figures the terms of service commit to (spec, section 9). Texts in every language are built from these. */
export const TERMS_OF_SERVICE_CONSTANTS = {
  articleCount: 26,
  /** Late payment charge, percent a year. */
  lateFeeAnnualPercent: 14.6,
  /** Notice for termination by the user, in days. */
  terminationNoticeDays: 14,
  /** Non-compete period after the contract ends, in years. */
  nonCompeteYears: 1,
  /** Contract penalty, in years of fees. */
  penaltyYearsOfFees: 2,
  /** Confidentiality after the contract ends, in years. */
  confidentialityYears: 2,
  /** Liability cap: the fees of this many most recent months. */
  liabilityCapMonths: 6,
  /** Days without a reply to an inquiry after which the user counts as in violation. */
  noReplyViolationDays: 30,
  /** The contract renews automatically unless notice is given this many days before the end of the term. */
  autoRenewalNoticeDays: 14,
  /** A change of the terms counts as accepted after this many months without objection. */
  changeAcceptanceMonths: 1,
  enacted: '2020-09',
  revised: '2021-07',
} as const;

export const PRIVACY_POLICY_DATE = '2020-09-01';
