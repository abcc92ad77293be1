import type { PhoneCodeSent } from '@refcheck/domain/schemas/referee-response';
import { apiRequest } from '../../../api/client.ts';
import { botCheckHeaders } from '../../../lib/bot-check.ts';
import { BASE } from './keys.ts';

/** Sends the SMS code to the number already stored. */
export const resendCode = async () =>
  apiRequest<PhoneCodeSent>(`${BASE}/phone/resend`, { method: 'POST', headers: await botCheckHeaders() });
