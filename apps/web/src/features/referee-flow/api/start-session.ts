import type { RefereeSession } from '@refcheck/domain/schemas/referee-response';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

/** Exchanges the link's company, talent and token for the flow cookie. */
export function startSession(input: { company: string; talent: string; token: string }) {
  return apiRequest<RefereeSession>(`${BASE}/session`, {
    method: 'POST',
    body: input,
  });
}
