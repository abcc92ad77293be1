import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type TalentListItem, talentKeys } from './types.ts';

export function listTalents(search: string, signal?: AbortSignal) {
  return apiRequest<TalentListItem[]>('/api/talents', { query: { search: search || undefined }, signal });
}

export const talentListQueryOptions = (search: string) =>
  queryOptions({
    queryKey: talentKeys.list(search),
    queryFn: ({ signal }) => listTalents(search, signal),
    placeholderData: keepPreviousData,
  });

export function useTalentList(search: string) {
  return useQuery(talentListQueryOptions(search));
}
