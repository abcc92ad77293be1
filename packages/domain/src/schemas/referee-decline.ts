/**
 * Issue 36: the referee's 「回答を辞退する」 (`declineAsReferee`), the candidate's replacement of a referee
 * (`replaceReferee`) and the funnel's query and answers (`getCompanyFunnel`, `getOperatorFunnel`).
 */
import { z } from 'zod';
import { DECLINE_REASONS, REFEREE_EXIT_STEPS, REFEREE_FUNNEL_STEPS } from '../funnel/steps.ts';

export const DECLINE_TEXT_MAX = 1000;

export const refereeDeclineSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, { error: 'steps.declineReasonChoose' }),
    text: z.string().trim().max(DECLINE_TEXT_MAX, { error: 'steps.declineTextTooLong' }).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.text) {
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'validation.declineReasonRequired' });
    }
  });
export type RefereeDeclineInput = z.input<typeof refereeDeclineSchema>;
export type RefereeDecline = z.output<typeof refereeDeclineSchema>;

/** What the candidate's page shows of a referee who may be replaced. */
export const replaceableSchema = z.object({
  refereeId: z.string(),
  reason: z.enum(['declined', 'notOpened']),
  /** Replacements left in the referee's slot. */
  left: z.number().int(),
});

const dateParam = z.iso.date({ error: 'validation.dateInvalid' });

const funnelQueryFields = {
  from: dateParam,
  to: dateParam,
  relationship: z.string().max(100).optional(),
  recruiter: z.string().max(200).optional(),
};
const inOrder = (q: { from: string; to: string }) => q.from <= q.to;
const rangeOrder = () => ({ path: ['to'], error: 'steps.dateRangeOrder' });

export const funnelQuerySchema = z.object(funnelQueryFields).refine(inOrder, rangeOrder());
export type FunnelQuery = z.output<typeof funnelQuerySchema>;

/** The operator's per-company table: sorted and paged on the server (a company without a value sorts last). */
export const OPERATOR_FUNNEL_SORT_KEYS = [
  'name',
  'checks',
  'completionRateByDeadline',
  'medianHours',
] as const;
export type OperatorFunnelSortKey = (typeof OPERATOR_FUNNEL_SORT_KEYS)[number];
export const OPERATOR_FUNNEL_PAGE_SIZE = 20;
export const operatorFunnelQuerySchema = z
  .object({
    ...funnelQueryFields,
    sort: z.enum(OPERATOR_FUNNEL_SORT_KEYS).default('checks'),
    dir: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(OPERATOR_FUNNEL_PAGE_SIZE),
  })
  .refine(inOrder, rangeOrder());
export type OperatorFunnelQuery = z.output<typeof operatorFunnelQuerySchema>;

const stepRow = z.object({
  step: z.enum(REFEREE_FUNNEL_STEPS),
  count: z.number().int(),
  conversion: z.number().nullable(),
  fromStart: z.number().nullable(),
});

export const funnelSummarySchema = z.object({
  steps: z.array(stepRow),
  exits: z.object(
    Object.fromEntries(REFEREE_EXIT_STEPS.map((s) => [s, z.number().int()])) as Record<
      (typeof REFEREE_EXIT_STEPS)[number],
      z.ZodNumber
    >,
  ),
  reminded: z.number().int(),
  checks: z.number().int(),
  completed: z.number().int(),
  completedByDeadline: z.number().int(),
  completionRateByDeadline: z.number().nullable(),
  medianHours: z.number().nullable(),
  p90Hours: z.number().nullable(),
});
export type FunnelSummary = z.output<typeof funnelSummarySchema>;

export const stalledCheckSchema = z.object({
  talentId: z.string(),
  name: z.string(),
  deadline: z.string(),
  lastStepAt: z.string(),
  pendingReferees: z.number().int(),
  declinedReferees: z.number().int(),
});

export const companyFunnelSchema = funnelSummarySchema.extend({ stalled: z.array(stalledCheckSchema) });
export type CompanyFunnel = z.output<typeof companyFunnelSchema>;

export const operatorFunnelSchema = funnelSummarySchema.extend({
  companies: z.array(
    z.object({
      companyId: z.string(),
      name: z.string(),
      checks: z.number().int(),
      completionRateByDeadline: z.number().nullable(),
      medianHours: z.number().nullable(),
    }),
  ),
  /** The page of `companies` in the asked order, and how many companies there are in all. */
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OperatorFunnel = z.output<typeof operatorFunnelSchema>;

/** A stalled check's one-click actions (issue 36): extend the deadline by some days; what each action did. */
export const extendDeadlineSchema = z.object({ days: z.number().int().min(1).max(30) });
export const stalledActionResultSchema = z.object({
  /** Reminders sent, candidates asked (1) or 0; for an extension, 1. */
  count: z.number().int(),
  /** The check's deadline after the action (ISO). */
  deadline: z.string(),
});
export type StalledActionResult = z.output<typeof stalledActionResultSchema>;
