import { apiRequest } from '../../../api/client.ts';
import { botCheckHeaders } from '../../bot-check/bot-check.ts';
import { BASE } from './keys.ts';

/** Sends the SMS code to the number entered. */
export const sendCode = async (input: { countryCode: string; phoneNumber: string }) =>
  apiRequest<{ phone: string }>(`${BASE}/phone`, {
    method: 'POST',
    body: input,
    headers: await botCheckHeaders(),
  });
