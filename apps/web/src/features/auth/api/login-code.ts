import type { SecondFactor } from '@refcheck/domain';
import { apiRequest } from '../../../api/client.ts';
import { botCheckHeaders } from '../../../lib/bot-check.ts';

/** Sends the sign-in SMS code to the phone of the user whose password was just accepted. */
export async function sendLoginCode(): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/send-otp', {
    method: 'POST',
    body: {},
    headers: await botCheckHeaders(),
  });
}

/** Checks the sign-in SMS code; on success the session cookie is set. */
export function verifyLoginCode(code: string): Promise<unknown> {
  return apiRequest('/api/auth/two-factor/verify-otp', { method: 'POST', body: { code } });
}

/** Checks the chosen second factor of a sign-in (issue 34): the app code, a recovery code or the SMS code. */
export function verifySecondFactor(method: SecondFactor, code: string): Promise<unknown> {
  if (method === 'sms') return verifyLoginCode(code);
  const path = method === 'totp' ? 'verify-totp' : 'verify-backup-code';
  return apiRequest(`/api/auth/two-factor/${path}`, { method: 'POST', body: { code } });
}
