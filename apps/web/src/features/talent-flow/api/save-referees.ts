import type { RefereeLinks } from '@refcheck/domain/schemas/talent-flow-response';
import { apiRequest } from '../../../api/client.ts';
import { useMutation, useQueryClient } from '../../../api/small-query.ts';
import { storeLinks } from '../links-storage.ts';
import { talentFlowKeys } from './types.ts';

/** Saves the whole referee list; the answer holds a fresh link per referee. */
export function saveReferees(referees: unknown[]) {
  return apiRequest<RefereeLinks>('/api/talent-flow/referees', {
    method: 'PUT',
    body: { referees },
  });
}

export function useSaveReferees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReferees,
    onSuccess: (result) => {
      storeLinks(result.links);
      return queryClient.invalidateQueries({ queryKey: talentFlowKeys.me });
    },
  });
}
