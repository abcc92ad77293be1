/** Response schemas of the candidate API (/api/talents): only the fields listed here leave the server. */
import { z } from 'zod';
import { LANGUAGES, RANKS, TALENT_STATUSES } from '../enums.ts';
import { EVALUATION_STATS_KEYS } from '../rules/talent-stats.ts';
import type { Wire } from './wire.ts';

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

/** `GET /api/talents`: one page, newest first; the first page also carries the counts. */
export const talentPageSchema = z.object({
  items: z.array(talentListItemSchema),
  nextCursor: z.string().nullable(),
  counts: z
    .object({
      total: z.number().int().nonnegative(),
      byStatus: z.object(
        Object.fromEntries(TALENT_STATUSES.map((s) => [s, z.number().int().nonnegative()])) as Record<
          (typeof TALENT_STATUSES)[number],
          z.ZodNumber
        >,
      ),
    })
    .nullable(),
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
  tag: z.enum(['completed', 'inProgress', 'unanswered', 'declined']),
  tagColor: z.enum(['green', 'yellow', 'red', 'gray']),
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
  /** The candidate's id in the company's ATS (「外部ID（ATS）」), when set. */
  externalId: z.string().nullable(),
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

/** `POST /api/talents/:id/invitation`: the candidate's status after the mail. */
export const invitationSentSchema = z.object({ status: talentDetailSchema.shape.status });

/** `PUT|DELETE /api/talents/:id/scheduled-invitation`. */
export const scheduledInvitationSchema = z.object({
  at: z.date().nullable(),
  state: z.enum(['scheduled', 'sendComplete', 'delete']),
});

/** `POST /api/talents/:id/referees/:refereeId/link`: a fresh URL for one referee. */
export const refereeLinkSchema = z.object({ refereeId: z.string(), name: z.string(), url: z.string() });

/** `POST /api/talents/csv/preview`: every row read from a candidate CSV and every error. */
export const csvPreviewSchema = z.object({
  encoding: z.string(),
  rows: z.array(
    z.object({
      line: z.number(),
      name: z.string(),
      email: z.string(),
      countryCode: z.string(),
      phoneNumber: z.string(),
      currentCompany: z.string(),
      currentJobCategory: z.object({ major: z.string(), minor: z.string() }),
      siteWhereTalentApplied: z.string(),
      recruitmentOfficer: z.string().optional(),
    }),
  ),
  errors: z.array(z.object({ line: z.number(), field: z.string(), code: z.string(), message: z.string() })),
});

/** `POST /api/talents/csv`: the candidates added. */
export const csvImportedSchema = z.object({ created: z.number(), ids: z.array(z.string()) });

// What the browser reads (dates as ISO strings).
export type TalentListItem = Wire<z.output<typeof talentListItemSchema>>;
export type TalentPage = Wire<z.output<typeof talentPageSchema>>;
export type Breakdown = Wire<z.output<typeof breakdownResponseSchema>>;
export type CompanyReferee = Wire<z.output<typeof companyRefereeSchema>>;
export type TalentDetail = Wire<z.output<typeof talentDetailSchema>>;
/** `GET /api/talents/stats` as the browser reads it (`TalentStats` in rules/talent-stats.ts is what the server computes). */
export type TalentStatsResponse = Wire<z.output<typeof talentStatsSchema>>;
export type CsvPreview = Wire<z.output<typeof csvPreviewSchema>>;
export type CsvImported = Wire<z.output<typeof csvImportedSchema>>;
export type InvitationSent = Wire<z.output<typeof invitationSentSchema>>;
export type ScheduledInvitation = Wire<z.output<typeof scheduledInvitationSchema>>;
export type IssuedRefereeLink = Wire<z.output<typeof refereeLinkSchema>>;
