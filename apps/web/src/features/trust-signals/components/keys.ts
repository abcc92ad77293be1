import type { SignalSeverity } from '@refcheck/domain/trust-signals/types';

/** Badge colour of a signal's severity. */
export const SEVERITY_COLOR: Record<SignalSeverity, string> = {
  info: 'gray',
  warning: 'yellow',
  alert: 'red',
};
