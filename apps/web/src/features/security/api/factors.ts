/** Sign-in factors (issue 34): the person's view, the authenticator app (better-auth two-factor), the policy. */
import type { FactorPolicyInput, FactorsView } from '@refcheck/domain/schemas/index';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const securityKeys = {
  factors: ['account-factors'] as const,
  passkeys: ['passkeys'] as const,
  policy: ['factor-policy'] as const,
};

export function useFactors() {
  return useQuery({
    queryKey: securityKeys.factors,
    queryFn: () => apiRequest<FactorsView>('/api/account/factors'),
  });
}

/** `two-factor/enable` with the password: the otpauth URI and the 10 recovery codes (shown once). */
export function enableApp(password: string) {
  return apiRequest<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', {
    method: 'POST',
    body: { password, method: 'totp' },
  });
}

/** The first code from the app confirms the enrolment (with the session: not a sign-in). */
export function confirmApp(code: string) {
  return apiRequest<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}

/** Removes the app and its recovery codes (the SMS code stays). */
export function disableApp(password: string) {
  return apiRequest<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
}

export function useFactorPolicy(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.policy,
    queryFn: () => apiRequest<FactorPolicyInput>('/api/company/factor-policy'),
    enabled,
  });
}

export function saveFactorPolicy(input: FactorPolicyInput) {
  return apiRequest<FactorPolicyInput>('/api/company/factor-policy', { method: 'PUT', body: input });
}
