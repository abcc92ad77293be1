import { useTalentFlow } from './api/get-me.ts';
import { useLinkSession } from './use-link-session.ts';

/** The candidate's flow data (see useLinkSession: /404 without a live cookie, the candidate's language once). */
export function useFlowSession(enabled = true) {
  return useLinkSession(useTalentFlow(enabled), 'talent-language-applied');
}
