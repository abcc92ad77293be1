/** Response schemas of the candidate's own flow (/api/talent-flow/*): only the fields listed here leave the server. */
import { z } from 'zod';
import { LANGUAGES, TALENT_STATUSES } from '../enums.ts';
import { breakdownResponseSchema, refereeLinkSchema } from './talent-response.ts';
import type { Wire } from './wire.ts';

/** A referee the candidate entered, as the flow shows it back. */
export const flowRefereeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  belongs: z.object({ company: z.string(), title: z.string() }),
  phoneNumber: z.string(),
  relationship: z.string(),
  otherRelationship: z.string(),
  isRelationshipSelectedByCompany: z.boolean(),
  timeWorkingTogether: z.string(),
  otherTimeWorkingTogether: z.string(),
  isTimeWorkingTogetherSelectedByCompany: z.boolean(),
  timeToBeginWorkingTogether: z.string(),
  workingTogether: z.boolean(),
  timeToEndWorkingTogether: z.string(),
  jobCategory: z.object({ major: z.string(), minor: z.string() }),
  language: z.enum(LANGUAGES),
  completedAt: z.date().nullable(),
  /** The referee declined to answer (issue 36). */
  declinedAt: z.date().nullable(),
  /** Whether the candidate may replace this referee now (declined, or the link not opened in time), or null. */
  replaceable: z.object({ reason: z.enum(['declined', 'notOpened']), left: z.number().int() }).nullable(),
});

/** `GET /api/talent-flow/me`. */
export const talentFlowOverviewSchema = z.object({
  companyName: z.string(),
  isFreemailAllowed: z.boolean(),
  estimatedMinutes: z.number(),
  talent: z.object({
    name: z.string(),
    language: z.enum(LANGUAGES),
    status: z.enum(TALENT_STATUSES),
    deadline: z.date(),
    isAgreeToPrivacyPolicy: z.boolean(),
    declined: z.boolean(),
  }),
  refereeBreakdown: z.array(breakdownResponseSchema),
  referees: z.array(flowRefereeSchema),
});

/** `PUT /api/talent-flow/referees`, `POST /api/talent-flow/links`: one link per referee. */
export const refereeLinksSchema = z.object({ links: z.array(refereeLinkSchema) });

/** `POST /api/talent-flow/consent`: the candidate's status once the privacy policy is agreed to. */
export const talentConsentSchema = z.object({ status: z.enum(TALENT_STATUSES) });

/** `POST /api/talent-flow/unsubscribe`. */
export const talentUnsubscribedSchema = z.object({ name: z.string(), language: z.enum(LANGUAGES) });

// What the browser reads (dates as ISO strings).
export type FlowBreakdown = Wire<z.output<typeof breakdownResponseSchema>>;
export type FlowReferee = Wire<z.output<typeof flowRefereeSchema>>;
export type TalentFlowOverview = Wire<z.output<typeof talentFlowOverviewSchema>>;
export type RefereeLinks = Wire<z.output<typeof refereeLinksSchema>>;
export type RefereeLink = RefereeLinks['links'][number];
export type TalentConsent = Wire<z.output<typeof talentConsentSchema>>;
export type TalentUnsubscribed = Wire<z.output<typeof talentUnsubscribedSchema>>;
