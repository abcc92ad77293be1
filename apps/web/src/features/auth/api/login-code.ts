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
