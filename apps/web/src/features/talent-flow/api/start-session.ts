import { apiRequest } from '../../../api/client.ts';

/** Exchanges the link's company and token for the flow cookie (404 for a bad or expired link). */
export function startTalentSession(input: { company: string; token: string }) {
  return apiRequest<{ ok: true }>('/api/talent-flow/session', { method: 'POST', body: input });
}
