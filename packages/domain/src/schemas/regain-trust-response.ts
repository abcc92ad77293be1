/** Response schemas of the regain-trust routes (unlisted fields never leave the server). */
import { z } from 'zod';
import { LANGUAGES } from '../enums.ts';
import type { Wire } from './wire.ts';

export const REGAIN_TRUST_STATES = ['notSent', 'waiting', 'answered'] as const;

const excuseGroupSchema = z.object({
  questionKey: z.string().nullable(),
  text: z.string(),
  answers: z.array(z.object({ refereeId: z.string().nullable(), text: z.string(), excuse: z.string() })),
});

const excusesShape = {
  fromReferees: z.array(excuseGroupSchema),
  fromCompany: z.object({ text: z.string(), excuse: z.string() }).nullable(),
};

/** On the report: the request, and the explanations once sent. */
export const regainTrustViewSchema = z.object({
  state: z.enum(REGAIN_TRUST_STATES),
  deadline: z.string().nullable(),
  createdAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  ...excusesShape,
});

/** The candidate's page (`GET /api/regain-trust/me`). */
export const regainTrustOverviewSchema = z.object({
  companyName: z.string(),
  talent: z.object({ name: z.string(), language: z.enum(LANGUAGES) }),
  deadline: z.date(),
  state: z.enum(REGAIN_TRUST_STATES),
  canAnswer: z.boolean(),
  revision: z.number(),
  ...excusesShape,
});

/** `PUT /api/regain-trust/draft`: applied only when newer than the stored draft. */
export const excuseDraftSavedSchema = z.object({ applied: z.boolean(), revision: z.number() });

/** `POST /api/regain-trust/confirm`. */
export const excusesConfirmedSchema = z.object({ completedAt: z.date() });

// What the browser reads (dates as ISO strings).
export type ExcuseGroup = Wire<z.output<typeof excuseGroupSchema>>;
export type RegainTrustView = Wire<z.output<typeof regainTrustViewSchema>>;
export type RegainTrustOverview = Wire<z.output<typeof regainTrustOverviewSchema>>;
export type ExcuseDraftSaved = Wire<z.output<typeof excuseDraftSavedSchema>>;
export type ExcusesConfirmed = Wire<z.output<typeof excusesConfirmedSchema>>;
