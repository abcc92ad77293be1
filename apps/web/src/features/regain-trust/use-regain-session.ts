import { useLinkSession } from '../talent-flow/index.ts';
import { useRegainTrust } from './api/calls.ts';

/** The regain-trust request behind the flow cookie (see useLinkSession: /404 without it, the candidate's language once). */
export function useRegainSession(enabled = true) {
  return useLinkSession(useRegainTrust(enabled), 'regain-trust-language-applied');
}
