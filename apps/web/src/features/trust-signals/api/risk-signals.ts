import type { RiskSignals, SignalReviewInput } from '@refcheck/domain/trust-signals/api';
import type { SignalCode } from '@refcheck/domain/trust-signals/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const riskSignalKeys = { detail: (talentId: string) => ['risk-signals', talentId] as const };
const path = (talentId: string) => `/api/talents/${encodeURIComponent(talentId)}/risk-signals`;

/** The check's fraud-risk level and signals, worded in the UI language. */
export function useRiskSignals(talentId: string, lang: string) {
  return useQuery({
    queryKey: [...riskSignalKeys.detail(talentId), lang],
    queryFn: ({ signal }) => apiRequest<RiskSignals>(path(talentId), { query: { lang }, signal }),
  });
}

/** Marks one signal reviewed with a note; the answer replaces the cached signals. */
export function useReviewSignal(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: SignalCode; body: SignalReviewInput }) =>
      apiRequest<RiskSignals>(`${path(talentId)}/${code}/review`, { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: riskSignalKeys.detail(talentId) });
    },
  });
}
