import { apiRequest } from '../../../api/client.ts';
import { botCheckHeaders } from '../../../lib/bot-check.ts';

/** Sends a registration code by SMS to `phoneNumber` (E.164) for the signed-in user. */
export async function sendPhoneCode(phoneNumber: string): Promise<{ ok: true }> {
  return apiRequest('/api/phone/code', {
    method: 'POST',
    body: { phoneNumber },
    headers: await botCheckHeaders(),
  });
}

/** Checks the code; on success the phone is linked and later sign-ins ask for an SMS code. */
export function verifyPhoneCode(code: string): Promise<{ ok: true }> {
  return apiRequest('/api/phone/verify', { method: 'POST', body: { code } });
}
