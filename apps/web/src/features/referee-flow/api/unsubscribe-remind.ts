import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

export const unsubscribeRemind = (input: { company: string; talent: string; token: string }) =>
  apiRequest<{ talentName: string; refereeName: string }>(`${BASE}/unsubscribe-remind`, {
    method: 'POST',
    body: input,
  });
