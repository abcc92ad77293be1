import { apiRequest } from '../../../api/client.ts';
import { BASE } from './keys.ts';

/** Sends the SMS code to the number entered. */
export const sendCode = (input: { countryCode: string; phoneNumber: string }) =>
  apiRequest<{ phone: string }>(`${BASE}/phone`, { method: 'POST', body: input });
