import type { SecondFactor } from '@refcheck/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export interface SignInInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * better-auth's email sign-in. A user with a phone gets `twoFactorRedirect` (the SMS code step follows); a user
 * without one gets the session cookie right away and is sent to phone registration.
 */
export function signIn(
  input: SignInInput,
): Promise<{ twoFactorRedirect?: boolean; twoFactorMethods?: SecondFactor[] }> {
  return apiRequest('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
