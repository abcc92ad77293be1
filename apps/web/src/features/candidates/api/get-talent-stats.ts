import type { DateRange, EvaluationStatsKey } from '@refcheck/domain/rules/talent-stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { talentKeys } from './types.ts';

export interface StatsSlice<K extends string = string> {
  key: K;
  count: number;
}

/** GET /api/talents/stats: keys only; labels come from the domain lists (`statsLabel`). */
export interface TalentStats {
  range: DateRange;
  total: number;
  bySite: StatsSlice[];
  byEvaluation: StatsSlice<EvaluationStatsKey>[];
  byOccupation: StatsSlice[];
}

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
