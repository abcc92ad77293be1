import type { Language } from '@refcheck/domain/enums';

export interface ExcuseGroup {
  questionKey: string | null;
  text: string;
  answers: { refereeId: string | null; text: string; excuse: string }[];
}

/** GET /api/regain-trust/me */
export interface RegainTrustOverview {
  companyName: string;
  talent: { name: string; language: Language };
  deadline: string;
  state: 'notSent' | 'waiting' | 'answered';
  canAnswer: boolean;
  revision: number;
  fromReferees: ExcuseGroup[];
  fromCompany: { text: string; excuse: string } | null;
}

/** The candidate's explanations, by position (what the draft and confirm calls take). */
export interface ExcuseValues {
  fromReferees: { answers: { excuse: string }[] }[];
  fromCompany?: { excuse: string };
}

export const regainTrustKeys = { me: ['regain-trust', 'me'] as const };
