import { apiRequest } from '../../../api/client.ts';
import { queryOptions, useQuery } from '../../../api/small-query.ts';
import { BASE, refereeKeys } from './keys.ts';
import type { RefereeAnswers } from './types.ts';

export const getAnswers = (signal?: AbortSignal) => apiRequest<RefereeAnswers>(`${BASE}/answers`, { signal });

export const answersQueryOptions = () =>
  queryOptions({ queryKey: refereeKeys.answers, queryFn: ({ signal }) => getAnswers(signal), retry: false });

export const useAnswers = (enabled: boolean) => useQuery({ ...answersQueryOptions(), enabled });
