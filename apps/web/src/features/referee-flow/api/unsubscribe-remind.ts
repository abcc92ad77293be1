import type { RefereeUnsubscribed } from '@refcheck/domain/schemas/referee-response';
import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

export const unsubscribeRemind = (input: { company: string; talent: string; token: string }) =>
  apiRequest<RefereeUnsubscribed>(`${BASE}/unsubscribe-remind`, {
    method: 'POST',
    body: input,
  });
