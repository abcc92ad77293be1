import type { AtsDelivery, AtsState } from '@refcheck/domain/schemas/ats-response';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { AtsDelivery, AtsState };

export const atsKeys = { talent: (talentId: string) => ['ats', talentId] as const };
const path = (talentId: string) => `/api/talents/${encodeURIComponent(talentId)}/ats`;

/** The candidate's pushes; polled every second while one is still being delivered. */
export function useAtsState(talentId: string) {
  return useQuery({
    queryKey: atsKeys.talent(talentId),
    queryFn: ({ signal }) => apiRequest<AtsState>(path(talentId), { signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'queued') ? 1000 : false,
  });
}

export function usePushToAts(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AtsDelivery>(path(talentId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: atsKeys.talent(talentId) }),
  });
}
