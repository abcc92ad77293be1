import type { Language } from '@refcheck/domain/enums';

export type RefereeState = 'finished' | 'closed' | 'authentication' | 'instruction';

export interface RefereeMe {
  state: RefereeState;
  refereeName: string;
  talentName: string;
  companyName: string;
  language: Language;
  deadline: string;
  deadlineText: string;
  estimatedMinutes: number;
  questionsCount: number;
  isBusinessCardRequired: boolean;
  selectionQuestion: boolean;
  isAgreeToPrivacyPolicy: boolean;
  hasPhoneNumber: boolean;
  phoneVerified: boolean;
  completedAt: string | null;
  hasIdentification: boolean;
  isUnsubscribeRemind: boolean;
  /** The conversion tag to load on the completion page, when the operator configured one. */
  conversionTagUrl: string | null;
  questions: { key: string; kind: 'description' | 'selection'; text: string }[];
}

export interface RefereeAnswers {
  descriptions: Record<string, string>;
  selections: Record<string, number>;
  /** The stored revision per answered question (ordered autosave). */
  revisions?: Record<string, number>;
}
