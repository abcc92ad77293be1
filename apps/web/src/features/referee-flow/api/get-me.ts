import { apiRequest } from '../../../api/client.ts';
import { queryOptions, useQuery } from '../../../api/small-query.ts';
import { BASE, refereeKeys } from './keys.ts';
import type { RefereeMe } from './types.ts';

export const getMe = (signal?: AbortSignal) => apiRequest<RefereeMe>(`${BASE}/me`, { signal });

export const meQueryOptions = () =>
  queryOptions({
    queryKey: refereeKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    retry: false,
    staleTime: 30_000,
  });

export const useMe = () => useQuery(meQueryOptions());
