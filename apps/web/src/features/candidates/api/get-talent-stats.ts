import type { DateRange } from '@refcheck/domain/rules/talent-stats';
import type { TalentStatsResponse } from '@refcheck/domain/schemas/talent-response';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { talentKeys } from './types.ts';

/** GET /api/talents/stats: keys only; labels come from the domain lists (`statsLabel`). */
export type TalentStats = TalentStatsResponse;

/** One slice of a series (a key and its count). */
export type StatsSlice = TalentStats['bySite'][number];

export function getTalentStats(range: DateRange, signal?: AbortSignal) {
  return apiRequest<TalentStats>('/api/talents/stats', { query: { ...range }, signal });
}

/** Under `talentKeys.all`, so the live candidate events refresh the charts too. */
export const talentStatsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: talentKeys.stats(range.from, range.to),
    queryFn: ({ signal }) => getTalentStats(range, signal),
    placeholderData: keepPreviousData,
  });

export function useTalentStats(range: DateRange) {
  return useQuery(talentStatsQueryOptions(range));
}
