import { apiRequest } from '../../../api/client.ts';

/** Sends a registration code by SMS to `phoneNumber` (E.164) for the signed-in user. */
export function sendPhoneCode(phoneNumber: string): Promise<{ ok: true }> {
  return apiRequest('/api/phone/code', { method: 'POST', body: { phoneNumber } });
}

/** Checks the code; on success the phone is linked and later sign-ins ask for an SMS code. */
export function verifyPhoneCode(code: string): Promise<{ ok: true }> {
  return apiRequest('/api/phone/verify', { method: 'POST', body: { code } });
}
