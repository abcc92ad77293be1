import { TALENT_PAGE_SIZE } from '@refcheck/domain/schemas/talent-list';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type TalentPage, talentKeys } from './types.ts';

export function listTalents(search: string, cursor: string | null, signal?: AbortSignal) {
  return apiRequest<TalentPage>('/api/talents', {
    query: { search: search || undefined, cursor, limit: TALENT_PAGE_SIZE },
    signal,
  });
}

/** The candidate list a page at a time (keyset cursor from the server); the first page carries the counts. */
export const talentListQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: talentKeys.list(search),
    queryFn: ({ pageParam, signal }) => listTalents(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });

export function useTalentList(search: string) {
  return useInfiniteQuery(talentListQueryOptions(search));
}
