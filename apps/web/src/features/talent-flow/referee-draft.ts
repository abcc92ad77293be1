import type { Language } from '@refcheck/domain';
import type { FlowBreakdown, FlowReferee } from './api/types.ts';

/** One referee card as edited on /talent. */
export interface RefereeDraft {
  key: string;
  id?: string;
  name: string;
  email: string;
  belongsCompany: string;
  belongsTitle: string;
  phoneNumber: string;
  relationship: string;
  otherRelationship: string;
  isRelationshipSelectedByCompany: boolean;
  timeWorkingTogether: string;
  otherTimeWorkingTogether: string;
  isTimeWorkingTogetherSelectedByCompany: boolean;
  timeToBegin: string;
  workingTogether: boolean;
  timeToEnd: string;
  jobMajor: string;
  jobMinor: string;
  language: Language;
  willDelete: boolean;
  completed: boolean;
}

let counter = 0;
const newKey = () => `new-${++counter}`;

export function blankDraft(language: Language, from?: FlowBreakdown): RefereeDraft {
  return {
    key: newKey(),
    name: '',
    email: '',
    belongsCompany: '',
    belongsTitle: '',
    phoneNumber: '',
    relationship: from?.relationship ?? '',
    otherRelationship: from?.otherRelationship ?? '',
    isRelationshipSelectedByCompany: Boolean(from),
    timeWorkingTogether: from?.timeWorkingTogether ?? '',
    otherTimeWorkingTogether: from?.otherTimeWorkingTogether ?? '',
    isTimeWorkingTogetherSelectedByCompany: Boolean(from),
    timeToBegin: '',
    workingTogether: false,
    timeToEnd: '',
    jobMajor: '',
    jobMinor: '',
    language,
    willDelete: false,
    completed: false,
  };
}

export function draftFromReferee(r: FlowReferee): RefereeDraft {
  return {
    key: r.id,
    id: r.id,
    name: r.name,
    email: r.email,
    belongsCompany: r.belongs.company,
    belongsTitle: r.belongs.title,
    phoneNumber: r.phoneNumber,
    relationship: r.relationship,
    otherRelationship: r.otherRelationship,
    isRelationshipSelectedByCompany: r.isRelationshipSelectedByCompany,
    timeWorkingTogether: r.timeWorkingTogether,
    otherTimeWorkingTogether: r.otherTimeWorkingTogether,
    isTimeWorkingTogetherSelectedByCompany: r.isTimeWorkingTogetherSelectedByCompany,
    timeToBegin: r.timeToBeginWorkingTogether,
    workingTogether: r.workingTogether,
    timeToEnd: r.timeToEndWorkingTogether,
    jobMajor: r.jobCategory.major,
    jobMinor: r.jobCategory.minor,
    language: r.language,
    willDelete: false,
    completed: r.completedAt !== null,
  };
}

/** Initial cards: the saved referees, or one blank card per requested person, prefilled from the breakdown. */
export function initialDrafts(
  referees: FlowReferee[],
  breakdown: FlowBreakdown[],
  language: Language,
): RefereeDraft[] {
  if (referees.length > 0) return referees.map(draftFromReferee);
  return breakdown.flatMap((b) => Array.from({ length: b.numberOfPeople }, () => blankDraft(language, b)));
}

/** The API/schema shape; unsaved cards marked for deletion are simply dropped. */
export function toPayload(drafts: RefereeDraft[]) {
  return drafts
    .filter((d) => d.id || !d.willDelete)
    .map((d) => ({
      ...(d.id ? { id: d.id } : {}),
      name: d.name,
      email: d.email,
      belongs: { company: d.belongsCompany, title: d.belongsTitle },
      phoneNumber: d.phoneNumber,
      relationship: d.relationship || undefined,
      otherRelationship: d.otherRelationship,
      isRelationshipSelectedByCompany: d.isRelationshipSelectedByCompany,
      timeWorkingTogether: d.timeWorkingTogether || undefined,
      otherTimeWorkingTogether: d.otherTimeWorkingTogether,
      isTimeWorkingTogetherSelectedByCompany: d.isTimeWorkingTogetherSelectedByCompany,
      timeToBeginWorkingTogether: d.timeToBegin,
      workingTogether: d.workingTogether,
      timeToEndWorkingTogether: d.workingTogether ? '' : d.timeToEnd,
      jobCategory: { major: d.jobMajor, minor: d.jobMinor },
      language: d.language,
      willDelete: d.willDelete,
    }));
}

/** Payload index → draft key, to place errors (paths like '1.email') on the right card. */
export function payloadKeys(drafts: RefereeDraft[]): string[] {
  return drafts.filter((d) => d.id || !d.willDelete).map((d) => d.key);
}
