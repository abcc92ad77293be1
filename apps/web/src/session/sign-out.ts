import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';

export function signOut(): Promise<unknown> {
  return apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
