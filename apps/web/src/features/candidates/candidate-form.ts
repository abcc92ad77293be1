/** State of the add/edit candidate dialog and its conversion to the API body. */
import type { Language, Rank } from '@refcheck/domain/enums';
import { nationalDigits } from '@refcheck/domain/rules/phone-format';
import type { TalentDetail } from './api/types.ts';

export interface BreakdownRow {
  key: string;
  relationship: string;
  otherRelationship: string;
  timeWorkingTogether: string;
  otherTimeWorkingTogether: string;
  numberOfPeople: number;
  /** Referees already registered for this row (edit): its selects are locked and its count cannot go lower. */
  registered: number;
}

export interface CandidateFormState {
  name: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  language: Language;
  currentCompany: string;
  jobMajor: string;
  jobMinor: string;
  site: string;
  recruitmentOfficer: string;
  /** The candidate's id in the company's ATS (「外部ID（ATS）」), optional. */
  externalId: string;
  /** YYYY-MM-DD (Asia/Tokyo) */
  deadline: string;
  rank: Rank;
  selectionQuestion: boolean;
  addedQuestions: { key: string; text: string }[];
  /** A template question set of the company ('' for the standard questions). */
  templateId: string;
  breakdown: BreakdownRow[];
}

let seq = 0;
export const rowKey = () => `row-${++seq}`;

export const emptyRow = (): BreakdownRow => ({
  key: rowKey(),
  relationship: '',
  otherRelationship: '',
  timeWorkingTogether: '',
  otherTimeWorkingTogether: '',
  numberOfPeople: 1,
  registered: 0,
});

/** A date's calendar day in Asia/Tokyo, as YYYY-MM-DD. */
export function tokyoDay(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(date);
}

export function initialForm(now: Date): CandidateFormState {
  return {
    name: '',
    email: '',
    countryCode: '+81',
    phoneNumber: '',
    language: 'jp',
    currentCompany: '',
    jobMajor: '',
    jobMinor: '',
    site: '',
    recruitmentOfficer: '',
    externalId: '',
    deadline: tokyoDay(new Date(now.getTime() + 7 * 86_400_000)),
    rank: 'fulltime',
    selectionQuestion: true,
    addedQuestions: [],
    templateId: '',
    breakdown: [emptyRow()],
  };
}

export function formFromTalent(t: TalentDetail, registered: (b: BreakdownRow) => number): CandidateFormState {
  const breakdown = t.refereeBreakdown.map((b) => ({ ...b, key: rowKey(), registered: 0 }));
  return {
    name: t.name,
    email: t.email,
    countryCode: t.countryCode,
    phoneNumber: nationalDigits(t.phoneNumber),
    language: t.language,
    currentCompany: t.currentCompany === '未入力' ? '' : t.currentCompany,
    jobMajor: t.currentJobCategory.major === 'blank' ? '' : t.currentJobCategory.major,
    jobMinor: t.currentJobCategory.minor === 'blank' ? '' : t.currentJobCategory.minor,
    site: t.siteWhereTalentApplied === 'blank' ? '' : t.siteWhereTalentApplied,
    recruitmentOfficer: t.recruitmentOfficer,
    externalId: t.externalId ?? '',
    deadline: tokyoDay(new Date(t.deadline)),
    rank: t.rank,
    selectionQuestion: t.selectionQuestion,
    addedQuestions: [],
    templateId: '',
    breakdown: breakdown.map((b) => ({ ...b, registered: registered(b) })),
  };
}

/** The deadline is the end of the chosen day in Asia/Tokyo. */
export const deadlineIso = (day: string) => (day ? `${day}T23:59:59+09:00` : '');

export function toBody(form: CandidateFormState, defaultDescriptionKeys: string[]) {
  return {
    name: form.name,
    email: form.email,
    countryCode: form.countryCode,
    phoneNumber: form.phoneNumber,
    language: form.language,
    currentCompany: form.currentCompany,
    currentJobCategory: { major: form.jobMajor, minor: form.jobMinor },
    siteWhereTalentApplied: form.site,
    recruitmentOfficer: form.recruitmentOfficer,
    externalId: form.externalId,
    deadline: deadlineIso(form.deadline),
    rank: form.rank,
    selectionQuestion: form.selectionQuestion,
    ...(form.templateId ? { templateId: form.templateId } : {}),
    questions: {
      descriptions: [
        ...defaultDescriptionKeys.map((key) => ({ key, text: key })),
        ...form.addedQuestions.map((q) => ({ key: q.key, text: q.text })),
      ],
      selections: [],
    },
    refereeBreakdown: form.breakdown.map((b) => ({
      relationship: b.relationship || undefined,
      otherRelationship: b.otherRelationship,
      timeWorkingTogether: b.timeWorkingTogether || undefined,
      otherTimeWorkingTogether: b.otherTimeWorkingTogether,
      numberOfPeople: b.numberOfPeople,
    })),
  };
}
