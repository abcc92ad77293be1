import type { RiskLevel, TrustSignal } from './types.ts';

/**
 * The check's fraud-risk level from its signals (docs/decisions.md, "Trust signals"):
 * - high: any alert (a device, contact or text shared within the check), or warnings of two or more different codes;
 * - medium: warnings of one code;
 * - low: no signals, or information only.
 * Reviewing a signal records who looked at it and why; it does not lower the level (the company sees both).
 */
export function riskLevel(signals: readonly Pick<TrustSignal, 'code' | 'severity'>[]): RiskLevel {
  if (signals.some((s) => s.severity === 'alert')) return 'high';
  const warningCodes = new Set(signals.filter((s) => s.severity === 'warning').map((s) => s.code));
  if (warningCodes.size >= 2) return 'high';
  if (warningCodes.size === 1) return 'medium';
  return 'low';
}

/** Whether a level reaches the company's step-up identification threshold (medium or above). */
export function requiresStepUp(level: RiskLevel): boolean {
  return level !== 'low';
}
