import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

export const sendInterestEmail = (email: string) =>
  apiRequest<{ ok: true }>(`${BASE}/interest-email`, { method: 'POST', body: { email } });
