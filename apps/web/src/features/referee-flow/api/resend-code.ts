import { apiRequest } from '../../../api/client.ts';
import { botCheckHeaders } from '../../bot-check/bot-check.ts';
import { BASE } from './keys.ts';

/** Sends the SMS code to the number already stored. */
export const resendCode = async () =>
  apiRequest<{ phone: string }>(`${BASE}/phone/resend`, { method: 'POST', headers: await botCheckHeaders() });
