/** Response schemas of the candidate API: only the fields listed here leave the server. */
import { EVALUATION_STATS_KEYS, LANGUAGES, RANKS, TALENT_STATUSES } from '@refcheck/domain';
import { z } from 'zod';

export const talentIdParams = z.object({ id: z.uuid() });

export const talentListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(TALENT_STATUSES),
  deadline: z.date(),
  createdAt: z.date(),
  left: z.boolean(),
  declined: z.boolean(),
});

export const breakdownResponseSchema = z.object({
  relationship: z.string(),
  otherRelationship: z.string(),
  isRelationshipSelectedByCompany: z.boolean(),
  timeWorkingTogether: z.string(),
  otherTimeWorkingTogether: z.string(),
  isTimeWorkingTogetherSelectedByCompany: z.boolean(),
  numberOfPeople: z.number(),
});

export const companyRefereeSchema = z.object({
  id: z.string(),
  indexNumber: z.number(),
  name: z.string(),
  belongs: z.object({ company: z.string(), title: z.string() }),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  relationship: z.string(),
  otherRelationship: z.string(),
  timeWorkingTogether: z.string(),
  otherTimeWorkingTogether: z.string(),
  language: z.enum(LANGUAGES),
  ipAddress: z.string().nullable(),
  sendAt: z.date().nullable(),
  completedAt: z.date().nullable(),
  createdAt: z.date(),
  tag: z.enum(['completed', 'inProgress', 'unanswered']),
  tagColor: z.enum(['green', 'yellow', 'red']),
  duplicateIp: z.boolean(),
});

export const talentDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phoneNumber: z.string(),
  language: z.enum(LANGUAGES),
  currentCompany: z.string(),
  currentJobCategory: z.object({ major: z.string(), minor: z.string() }),
  siteWhereTalentApplied: z.string(),
  recruitmentOfficer: z.string(),
  deadline: z.date(),
  rank: z.enum(RANKS),
  selectionQuestion: z.boolean(),
  status: z.enum(TALENT_STATUSES),
  sendRemind: z.object({
    at: z.date().nullable(),
    state: z.enum(['scheduled', 'sendComplete', 'delete']).nullable(),
  }),
  createdAt: z.date(),
  ipAddress: z.string().nullable(),
  isAgreeToPrivacyPolicy: z.boolean(),
  completedAt: z.date().nullable(),
  left: z.boolean(),
  decline: z.object({ description: z.string(), at: z.date() }).nullable(),
  refereeBreakdown: z.array(breakdownResponseSchema),
  referees: z.array(companyRefereeSchema),
  duplicateIp: z.object({ candidate: z.boolean(), any: z.boolean() }),
  questions: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['description', 'selection']),
      category: z.string().nullable(),
      texts: z.object({ jp: z.string(), en: z.string(), cn: z.string() }),
    }),
  ),
});

const slices = <K extends z.ZodType<string>>(key: K) =>
  z.array(z.object({ key, count: z.number().int().nonnegative() }));

/** GET /api/talents/stats: the graph header's three series (keys only; the web labels them from the domain lists). */
export const talentStatsSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  total: z.number().int().nonnegative(),
  bySite: slices(z.string()),
  byEvaluation: slices(z.enum(EVALUATION_STATS_KEYS)),
  byOccupation: slices(z.string()),
});
