import type { Language, TalentStatus } from '@refcheck/domain';

export interface FlowBreakdown {
  relationship: string;
  otherRelationship: string;
  isRelationshipSelectedByCompany: boolean;
  timeWorkingTogether: string;
  otherTimeWorkingTogether: string;
  isTimeWorkingTogetherSelectedByCompany: boolean;
  numberOfPeople: number;
}

export interface FlowReferee {
  id: string;
  name: string;
  email: string;
  belongs: { company: string; title: string };
  phoneNumber: string;
  relationship: string;
  otherRelationship: string;
  isRelationshipSelectedByCompany: boolean;
  timeWorkingTogether: string;
  otherTimeWorkingTogether: string;
  isTimeWorkingTogetherSelectedByCompany: boolean;
  timeToBeginWorkingTogether: string;
  workingTogether: boolean;
  timeToEndWorkingTogether: string;
  jobCategory: { major: string; minor: string };
  language: Language;
  completedAt: string | null;
}

/** GET /api/talent-flow/me */
export interface TalentFlowOverview {
  companyName: string;
  isFreemailAllowed: boolean;
  estimatedMinutes: number;
  talent: {
    name: string;
    language: Language;
    status: TalentStatus;
    deadline: string;
    isAgreeToPrivacyPolicy: boolean;
    declined: boolean;
  };
  refereeBreakdown: FlowBreakdown[];
  referees: FlowReferee[];
}

export interface RefereeLink {
  refereeId: string;
  name: string;
  url: string;
}

export const talentFlowKeys = {
  me: ['talent-flow', 'me'] as const,
};
