/** Issue 36: the funnel reads (`getCompanyFunnel`, `getOperatorFunnel`). */
import type {
  CompanyFunnel,
  OperatorFunnel,
  OperatorFunnelSortKey,
  StalledActionResult,
} from '@refcheck/domain/schemas/referee-decline';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export interface FunnelRange {
  from: string;
  to: string;
}

/** The company page's filters: one relationship of the referees, one recruiter (企業担当者) of the checks. */
export interface FunnelFilters {
  relationship?: string | null;
  recruiter?: string | null;
}

const qs = (r: FunnelRange, f: FunnelFilters = {}) =>
  new URLSearchParams({
    from: r.from,
    to: r.to,
    ...(f.relationship ? { relationship: f.relationship } : {}),
    ...(f.recruiter ? { recruiter: f.recruiter } : {}),
  }).toString();

export const useCompanyFunnel = (r: FunnelRange, f: FunnelFilters = {}) =>
  useQuery(
    queryOptions({
      queryKey: ['company-funnel', r.from, r.to, f.relationship ?? '', f.recruiter ?? ''],
      queryFn: () => apiRequest<CompanyFunnel>(`/api/company/funnel?${qs(r, f)}`),
    }),
  );

/** The operator's per-company table: its order and page, sent to the server (which sorts and pages). */
export interface OperatorTableState {
  sort: OperatorFunnelSortKey;
  dir: 'asc' | 'desc';
  page: number;
}

export const useOperatorFunnel = (r: FunnelRange, table: OperatorTableState) =>
  useQuery(
    queryOptions({
      queryKey: ['operator-funnel', r.from, r.to, table.sort, table.dir, table.page],
      queryFn: () =>
        apiRequest<OperatorFunnel>(
          `/api/admin/funnel?${qs(r)}&${new URLSearchParams({ sort: table.sort, dir: table.dir, page: String(table.page) })}`,
        ),
      placeholderData: keepPreviousData,
    }),
  );

/** The last 90 days in Tokyo, as yyyy-mm-dd. */
export function defaultRange(now = new Date()): FunnelRange {
  const day = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  return { from: day(new Date(now.getTime() - 89 * 86_400_000)), to: day(now) };
}

/** A stalled check's one-click actions (issue 36); the deadline is extended by 3 days (the stalled window). */
export type StalledAction = 'reminder' | 'deadline' | 'replacement-request';
export const stalledAction = (talentId: string, action: StalledAction) =>
  apiRequest<StalledActionResult>(
    `/api/company/funnel/checks/${encodeURIComponent(talentId)}/${action}`,
    action === 'deadline' ? { method: 'POST', body: { days: 3 } } : { method: 'POST' },
  );
