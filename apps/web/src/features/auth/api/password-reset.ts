import { apiRequest } from '../../../api/client.ts';

/** Mails a reset link when the account exists; the answer is the same either way. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('/api/auth/request-password-reset', { method: 'POST', body: { email } });
}

/** Sets a new password with the code from the mailed link. */
export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } });
}

/** Changes the signed-in user's password (the current one is required); other sessions end. */
export function changePassword(currentPassword: string, newPassword: string): Promise<unknown> {
  return apiRequest('/api/auth/change-password', {
    method: 'POST',
    body: { currentPassword, newPassword, revokeOtherSessions: true },
  });
}

/** A new operator sets its password with the one-time token of the link `npm run operator:create` printed. */
export function setOperatorPassword(token: string, password: string): Promise<unknown> {
  return apiRequest('/api/operator-password', {
    method: 'POST',
    body: { token, password, passwordConfirmation: password },
  });
}
