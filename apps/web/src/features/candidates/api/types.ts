import type { Language, Rank, TalentStatus } from '@refcheck/domain/enums';

export interface TalentListItem {
  id: string;
  name: string;
  email: string;
  status: TalentStatus;
  deadline: string;
  createdAt: string;
  left: boolean;
  declined: boolean;
}

/** GET /api/talents: one page, newest first; the first page also carries the counts. */
export interface TalentPage {
  items: TalentListItem[];
  nextCursor: string | null;
  counts: { total: number; byStatus: Record<TalentStatus, number> } | null;
}

export interface Breakdown {
  relationship: string;
  otherRelationship: string;
  isRelationshipSelectedByCompany: boolean;
  timeWorkingTogether: string;
  otherTimeWorkingTogether: string;
  isTimeWorkingTogetherSelectedByCompany: boolean;
  numberOfPeople: number;
}

export interface CompanyReferee {
  id: string;
  indexNumber: number;
  name: string;
  belongs: { company: string; title: string };
  email: string;
  phoneNumber: string | null;
  relationship: string;
  otherRelationship: string;
  timeWorkingTogether: string;
  otherTimeWorkingTogether: string;
  language: Language;
  ipAddress: string | null;
  sendAt: string | null;
  completedAt: string | null;
  createdAt: string;
  tag: 'completed' | 'inProgress' | 'unanswered';
  tagColor: 'green' | 'yellow' | 'red';
  duplicateIp: boolean;
}

export interface TalentDetail {
  id: string;
  name: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  language: Language;
  currentCompany: string;
  currentJobCategory: { major: string; minor: string };
  siteWhereTalentApplied: string;
  recruitmentOfficer: string;
  deadline: string;
  rank: Rank;
  selectionQuestion: boolean;
  status: TalentStatus;
  sendRemind: { at: string | null; state: 'scheduled' | 'sendComplete' | 'delete' | null };
  createdAt: string;
  ipAddress: string | null;
  isAgreeToPrivacyPolicy: boolean;
  completedAt: string | null;
  left: boolean;
  decline: { description: string; at: string } | null;
  refereeBreakdown: Breakdown[];
  referees: CompanyReferee[];
  duplicateIp: { candidate: boolean; any: boolean };
  questions: {
    key: string;
    kind: 'description' | 'selection';
    category: string | null;
    texts: Record<Language, string>;
  }[];
}

export const talentKeys = {
  all: ['talents'] as const,
  lists: ['talents', 'list'] as const,
  list: (search: string) => ['talents', 'list', search] as const,
  detail: (id: string) => ['talents', 'detail', id] as const,
  statsAll: ['talents', 'stats'] as const,
  stats: (from: string, to: string) => ['talents', 'stats', from, to] as const,
};
