import type { PhoneCodeSent } from '@refcheck/domain/schemas/referee-response';
import { apiRequest } from '../../../api/client.ts';
import { botCheckHeaders } from '../../../lib/bot-check.ts';
import { BASE } from './keys.ts';

/** Sends the SMS code to the number entered. */
export const sendCode = async (input: { countryCode: string; phoneNumber: string }) =>
  apiRequest<PhoneCodeSent>(`${BASE}/phone`, {
    method: 'POST',
    body: input,
    headers: await botCheckHeaders(),
  });
