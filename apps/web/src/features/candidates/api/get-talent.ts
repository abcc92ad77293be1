import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type TalentDetail, talentKeys } from './types.ts';

export function getTalent(id: string, signal?: AbortSignal) {
  return apiRequest<TalentDetail>(`/api/talents/${encodeURIComponent(id)}`, { signal });
}

export const talentQueryOptions = (id: string) =>
  queryOptions({ queryKey: talentKeys.detail(id), queryFn: ({ signal }) => getTalent(id, signal) });

export function useTalent(id: string | null) {
  return useQuery({ ...talentQueryOptions(id ?? ''), enabled: id !== null });
}
