/** Requests and answers of the public REST API v1 (/api/v1, issue 25). */
import { z } from 'zod';
import { LANGUAGES, TALENT_STATUSES } from '../enums.ts';
import { candidateFormFields, refineFairHiring } from './candidate.ts';
import { dateField } from './fields.ts';
import { TALENT_PAGE_SIZE, TALENT_PAGE_SIZE_MAX } from './talent-list.ts';
import type { Wire } from './wire.ts';

/** An ISO 8601 date-time with its offset (`2026-12-01T09:00:00+09:00`). */
const isoDateTime = z.iso.datetime({ offset: true, error: 'validation.dateInvalid' });

/**
 * `POST /api/v1/candidates`: the add dialog's fields, the template, language, deadline, breakdown and the ATS id,
 * and whether the invitation goes now, at a time (ISO 8601), or not yet (`none`, the default).
 */
export const v1CandidateCreateSchema = candidateFormFields()
  .extend({
    sendInvitation: z
      .union([z.enum(['now', 'none']), isoDateTime])
      .default('none')
      .describe('`now`, `none` (the default) or an ISO 8601 date-time in the future to schedule the mail'),
  })
  .superRefine(refineFairHiring);
export type V1CandidateCreate = z.output<typeof v1CandidateCreateSchema>;

export const v1CandidateListQuerySchema = z.object({
  cursor: z.string().max(100).optional().describe('`nextCursor` of the previous page'),
  limit: z.coerce.number().int().min(1).max(TALENT_PAGE_SIZE_MAX).default(TALENT_PAGE_SIZE),
  status: z.enum(TALENT_STATUSES).optional(),
  updatedSince: isoDateTime.optional().describe('Only candidates changed at or after this time'),
  externalId: z.string().min(1).max(100).optional().describe('Only candidates with this ATS id'),
});
export type V1CandidateListQuery = z.output<typeof v1CandidateListQuerySchema>;

export const v1RefereeSchema = z.object({
  name: z.string(),
  state: z.enum(['registered', 'consented', 'completed', 'declined']),
});

export const v1CandidateSchema = z.object({
  id: z.string(),
  externalId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  status: z.enum(TALENT_STATUSES),
  language: z.enum(LANGUAGES),
  deadline: z.date(),
  createdAt: z.date(),
  updatedAt: z.date(),
  invitedAt: z.date().nullable(),
  declined: z.boolean(),
  /** The scheduled invitation mail, when one was set. */
  scheduledInvitation: z
    .object({ at: z.date().nullable(), state: z.enum(['scheduled', 'sendComplete', 'delete']) })
    .nullable(),
  /** Referees: names and states only. */
  referees: z.array(v1RefereeSchema),
});

export const v1CandidatePageSchema = z.object({
  items: z.array(v1CandidateSchema),
  nextCursor: z.string().nullable(),
});

/** `POST /api/v1/candidates/:id/invitation`: send now (no `at`) or schedule at `at`. */
export const v1InvitationSchema = z.object({
  at: dateField('validation.scheduledAtRequired')
    .optional()
    .describe('Schedule the mail at this future time (ISO 8601); omitted: send now'),
});

export const v1InvitationResultSchema = z.object({
  status: z.enum(TALENT_STATUSES),
  scheduledInvitation: v1CandidateSchema.shape.scheduledInvitation,
});

export type V1Candidate = Wire<z.output<typeof v1CandidateSchema>>;
