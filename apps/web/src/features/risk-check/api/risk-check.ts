import type { RiskCheck, RiskResultUrl } from '@refcheck/domain/schemas/risk-check-response';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { RiskCheck };

export const riskKeys = { detail: (talentId: string) => ['risk-check', talentId] as const };
const path = (talentId: string) => `/api/talents/${encodeURIComponent(talentId)}/risk-check`;

export function useRiskCheck(talentId: string) {
  return useQuery({
    queryKey: riskKeys.detail(talentId),
    queryFn: ({ signal }) => apiRequest<RiskCheck>(path(talentId), { signal }),
  });
}

/** Searches the provider (billed) and stores the counts. */
export function useFetchRiskCheck(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<RiskCheck>(path(talentId), { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(riskKeys.detail(talentId), data),
  });
}

export function getRiskResultUrl(talentId: string) {
  return apiRequest<RiskResultUrl>(`${path(talentId)}/url`, { method: 'POST' });
}
