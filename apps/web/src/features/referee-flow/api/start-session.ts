import type { Language } from '@refcheck/domain/enums';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';
import type { RefereeState } from './types.ts';

/** Exchanges the link's company, talent and token for the flow cookie. */
export function startSession(input: { company: string; talent: string; token: string }) {
  return apiRequest<{ state: RefereeState; language: Language }>(`${BASE}/session`, {
    method: 'POST',
    body: input,
  });
}
