import { apiRequest } from '../../../api/client.ts';
import { queryOptions, useQuery } from '../../../api/small-query.ts';
import { type TalentFlowOverview, talentFlowKeys } from './types.ts';

export function getTalentFlow(signal?: AbortSignal) {
  return apiRequest<TalentFlowOverview>('/api/talent-flow/me', { signal });
}

export const talentFlowQueryOptions = () =>
  queryOptions({
    queryKey: talentFlowKeys.me,
    queryFn: ({ signal }) => getTalentFlow(signal),
    retry: false,
    staleTime: 30_000,
  });

export function useTalentFlow(enabled = true) {
  return useQuery({ ...talentFlowQueryOptions(), enabled });
}
