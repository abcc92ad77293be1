/** Trust signals: what may show that a reference check is not what it seems, each explained and never an accusation. */

export const SIGNAL_CODES = [
  'sharedDevice',
  'sharedIp',
  'contactReused',
  'phoneLineType',
  'emailDomain',
  'fastAnswers',
  'similarText',
  'relationshipCorrected',
] as const;
export type SignalCode = (typeof SIGNAL_CODES)[number];

export const SIGNAL_SEVERITIES = ['info', 'warning', 'alert'] as const;
export type SignalSeverity = (typeof SIGNAL_SEVERITIES)[number];

export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/**
 * One signal per code and check (the company reviews a code once). `variants` pick the reason texts, e.g. a device
 * shared between two referees and one shared with the candidate; `refereeIds` are the referees it concerns, in input
 * order; `severity` is the strongest of its findings.
 */
export interface TrustSignal {
  code: SignalCode;
  severity: SignalSeverity;
  variants: string[];
  refereeIds: string[];
}

const SEVERITY_RANK: Record<SignalSeverity, number> = { info: 0, warning: 1, alert: 2 };

/** The stronger of two severities. */
export function maxSeverity(a: SignalSeverity, b: SignalSeverity): SignalSeverity {
  return SEVERITY_RANK[a] >= SEVERITY_RANK[b] ? a : b;
}

/** Sorts signals strongest first, then in the order of SIGNAL_CODES (stable for display and tests). */
export function sortSignals(signals: readonly TrustSignal[]): TrustSignal[] {
  return [...signals].sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      SIGNAL_CODES.indexOf(a.code) - SIGNAL_CODES.indexOf(b.code),
  );
}
