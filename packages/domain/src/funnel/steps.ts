/**
 * The steps of a reference check (issue 36): every candidate and referee step is recorded once as an append-only
 * event (`reminded` may repeat). The funnel reads them: counts per step, conversions, time to complete.
 */

export const STEP_KINDS = [
  'invited',
  'reminded',
  'opened',
  'consented',
  'phoneVerified',
  'firstAnswer',
  'completed',
  'declined',
  'replaced',
  'expired',
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** The referee's way through a check, in order: the funnel's bars and its conversions. */
export const REFEREE_FUNNEL_STEPS = [
  'invited',
  'opened',
  'consented',
  'phoneVerified',
  'firstAnswer',
  'completed',
] as const satisfies readonly StepKind[];
export type RefereeFunnelStep = (typeof REFEREE_FUNNEL_STEPS)[number];

/** Ways out of the funnel other than completing. */
export const REFEREE_EXIT_STEPS = ['declined', 'replaced', 'expired'] as const satisfies readonly StepKind[];
export type RefereeExitStep = (typeof REFEREE_EXIT_STEPS)[number];

/** A referee's decline reasons (「回答を辞退する」): `other` needs a text. */
export const DECLINE_REASONS = ['unfamiliar', 'noTime', 'companyPolicy', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
