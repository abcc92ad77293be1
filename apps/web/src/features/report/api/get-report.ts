import type {
  EvaluationCategory,
  GradeOrUnset,
  Rank,
  RefereeTag,
  ReportStatus,
} from '@refcheck/domain/enums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export interface Report {
  talent: {
    id: string;
    name: string;
    currentCompany: string;
    rank: Rank;
    status: string;
    deadline: string;
    selectionQuestion: boolean;
  };
  reportStatus: ReportStatus;
  totalGrade: GradeOrUnset;
  totalScore: number | null;
  categories: { category: EvaluationCategory; score: number | null; grade: GradeOrUnset }[];
  questions: {
    key: string;
    kind: 'description' | 'selection';
    category: string | null;
    texts: { jp: string; en: string; cn: string };
  }[];
  referees: {
    id: string;
    name: string;
    belongsCompany: string;
    belongsTitle: string;
    relationship: string;
    completedAt: string | null;
    tag: RefereeTag;
    tagColor: 'green' | 'yellow' | 'red';
    descriptions: Record<string, string>;
    selections: Record<string, number>;
  }[];
  regainTrust: {
    state: 'notSent' | 'waiting' | 'answered';
    deadline: string | null;
    createdAt: string | null;
    completedAt: string | null;
    fromReferees: {
      questionKey: string | null;
      text: string;
      answers: { refereeId: string | null; text: string; excuse: string }[];
    }[];
    fromCompany: { text: string; excuse: string } | null;
  };
}

export const reportKeys = { one: (talentId: string) => ['report', talentId] as const };

export const getReport = (talentId: string, signal?: AbortSignal) =>
  apiRequest<Report>(`/api/company/talents/${encodeURIComponent(talentId)}/report`, { signal });

export const reportQueryOptions = (talentId: string) =>
  queryOptions({ queryKey: reportKeys.one(talentId), queryFn: ({ signal }) => getReport(talentId, signal) });

export const useReport = (talentId: string) => useQuery(reportQueryOptions(talentId));

/** The A3 PDF of the report (server-rendered). */
export const reportPdfUrl = (talentId: string, lang: string) =>
  `/api/company/talents/${encodeURIComponent(talentId)}/report.pdf?lang=${lang}`;
