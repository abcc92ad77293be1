/**
 * Enumerations of the spec, each defined once: an `as const` array, the zod enum and the type derived from it.
 * Longer lists (job categories, applied sites, withdrawal reasons) live in their own files.
 */
import { z } from 'zod';

export const LANGUAGES = ['jp', 'en', 'cn'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'jp';

export const ROLES = ['admin', 'client'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const PLANS = ['LIGHT', 'STANDARD'] as const;
export const planSchema = z.enum(PLANS);
export type Plan = z.infer<typeof planSchema>;

export const PLAN_STATUSES = [
  'PLAN_STATUS_LIGHT',
  'PLAN_STATUS_ORDERING_STANDARD',
  'PLAN_STATUS_STANDARD',
] as const;
export const planStatusSchema = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof planStatusSchema>;

/** Talent (candidate) statuses with the step number the spec gives each. Step 4 is not used by the spec. */
export const TALENT_STATUSES = [
  'talentRegistered',
  'mailSend',
  'agreeToPrivacyPolicy',
  'refereesRegistered',
  'refereesAnswered',
] as const;
export const talentStatusSchema = z.enum(TALENT_STATUSES);
export type TalentStatus = z.infer<typeof talentStatusSchema>;
export const TALENT_STATUS_STEP: Record<TalentStatus, number> = {
  talentRegistered: 0,
  mailSend: 1,
  agreeToPrivacyPolicy: 2,
  refereesRegistered: 3,
  refereesAnswered: 5,
};

export const RELATIONSHIPS = [
  'directSupervisor',
  'supervisor',
  'colleague',
  'directSubordinate',
  'subordinate',
  'customer',
  'other',
] as const;
export const relationshipSchema = z.enum(RELATIONSHIPS);
export type Relationship = z.infer<typeof relationshipSchema>;

/** `currentJub` is the spec's spelling and is kept as the stored value. */
export const TIMES_WORKING_TOGETHER = ['currentJub', 'previousJob', 'secondLastJob', 'other'] as const;
export const timeWorkingTogetherSchema = z.enum(TIMES_WORKING_TOGETHER);
export type TimeWorkingTogether = z.infer<typeof timeWorkingTogetherSchema>;

export const RANKS = ['fulltime', 'rookie'] as const;
export const rankSchema = z.enum(RANKS);
export type Rank = z.infer<typeof rankSchema>;

export const ANNOUNCEMENT_CATEGORIES = ['new', 'press-release', 'info'] as const;
export const announcementCategorySchema = z.enum(ANNOUNCEMENT_CATEGORIES);
export type AnnouncementCategory = z.infer<typeof announcementCategorySchema>;

/** The seven evaluation categories, in report order. */
export const EVALUATION_CATEGORIES = [
  'compliance',
  'attendance',
  'responsibility',
  'attitude',
  'accomplishment',
  'tolerance',
  'goodImpression',
] as const;
export const evaluationCategorySchema = z.enum(EVALUATION_CATEGORIES);
export type EvaluationCategory = z.infer<typeof evaluationCategorySchema>;

export const GRADES = ['A', 'B', 'C', 'D', 'E'] as const;
export const gradeSchema = z.enum(GRADES);
export type Grade = z.infer<typeof gradeSchema>;
/** Shown when a category has no answers. */
export const UNSET_GRADE = '未';
export type GradeOrUnset = Grade | typeof UNSET_GRADE;

/** States of a scheduled invitation besides the scheduled time itself. */
export const SEND_REMIND_STATES = ['scheduled', 'sendComplete', 'delete'] as const;
export const sendRemindStateSchema = z.enum(SEND_REMIND_STATES);
export type SendRemindState = z.infer<typeof sendRemindStateSchema>;

export const QUESTION_KINDS = ['description', 'selection'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const POLARITIES = ['positive', 'negative'] as const;
export type Polarity = (typeof POLARITIES)[number];

export const REPORT_STATUSES = ['done', 'noAnswer', 'noReferee'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REFEREE_TAGS = ['completed', 'inProgress', 'unanswered', 'declined'] as const;
export type RefereeTag = (typeof REFEREE_TAGS)[number];

export const MESSAGE_CHANNELS = ['mail', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
