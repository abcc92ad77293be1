// Message keys of the trust signals (a file of its own, so that the web imports it without the rules).
import type { MessageKey } from '../messages/catalog.ts';
import type { RiskLevel, SignalCode, SignalSeverity } from './types.ts';

/** Message key of a signal's reason for one of its variants. */
export const signalReasonKey = (code: SignalCode, variant: string) =>
  `trust.reason_${code}_${variant}` as MessageKey;
/** Message key of a signal's benign explanation. */
export const signalBenignKey = (code: SignalCode) => `trust.benign_${code}` as MessageKey;
const LEVEL_KEY = { low: 'trust.levelLow', medium: 'trust.levelMedium', high: 'trust.levelHigh' } as const;
export const riskLevelKey = (level: RiskLevel): MessageKey => LEVEL_KEY[level];
const SEVERITY_KEY = {
  info: 'trust.severityInfo',
  warning: 'trust.severityWarning',
  alert: 'trust.severityAlert',
} as const;
export const signalSeverityKey = (severity: SignalSeverity): MessageKey => SEVERITY_KEY[severity];
/** Message key of a signal's short name (the per-referee icon's label). */
export const signalShortKey = (code: SignalCode) => `trust.short_${code}` as MessageKey;
