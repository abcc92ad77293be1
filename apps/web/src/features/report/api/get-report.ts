import type { Report } from '@refcheck/domain/schemas/report-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { Report };

export const reportKeys = { one: (talentId: string) => ['report', talentId] as const };

export const getReport = (talentId: string, signal?: AbortSignal) =>
  apiRequest<Report>(`/api/company/talents/${encodeURIComponent(talentId)}/report`, { signal });

export const reportQueryOptions = (talentId: string) =>
  queryOptions({ queryKey: reportKeys.one(talentId), queryFn: ({ signal }) => getReport(talentId, signal) });

export const useReport = (talentId: string) => useQuery(reportQueryOptions(talentId));

/** The A3 PDF of the report (server-rendered). */
export const reportPdfUrl = (talentId: string, lang: string) =>
  `/api/company/talents/${encodeURIComponent(talentId)}/report.pdf?lang=${lang}`;
