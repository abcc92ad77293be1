/** The candidate's regain-trust API (/api/regain-trust/*), behind the flow cookie. */
import type { ExcuseDraftSaved, ExcusesConfirmed } from '@refcheck/domain/schemas/regain-trust-response';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type ExcuseValues, type RegainTrustOverview, regainTrustKeys } from './types.ts';

export const startRegainTrustSession = (input: { company: string; token: string }) =>
  apiRequest<{ ok: true }>('/api/regain-trust/session', { method: 'POST', body: input });

export const getRegainTrust = (signal?: AbortSignal) =>
  apiRequest<RegainTrustOverview>('/api/regain-trust/me', { signal });

export function useRegainTrust(enabled = true) {
  return useQuery({
    queryKey: regainTrustKeys.me,
    queryFn: ({ signal }) => getRegainTrust(signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export const saveRegainTrustDraft = (draft: ExcuseValues & { revision: number }) =>
  apiRequest<ExcuseDraftSaved>('/api/regain-trust/draft', {
    method: 'PUT',
    body: draft,
  });

export const confirmRegainTrust = (values: ExcuseValues) =>
  apiRequest<ExcusesConfirmed>('/api/regain-trust/confirm', { method: 'POST', body: values });

export const useConfirmRegainTrust = () => useMutation({ mutationFn: confirmRegainTrust });
