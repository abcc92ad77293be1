/** Response shapes of the regain-trust routes (unlisted fields never leave the server). */
import { LANGUAGES } from '@refcheck/domain';
import { z } from 'zod';

export const REGAIN_TRUST_STATES = ['notSent', 'waiting', 'answered'] as const;

const excusesShape = {
  fromReferees: z.array(
    z.object({
      questionKey: z.string().nullable(),
      text: z.string(),
      answers: z.array(z.object({ refereeId: z.string().nullable(), text: z.string(), excuse: z.string() })),
    }),
  ),
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

/** The candidate's page. */
export const regainTrustOverviewSchema = z.object({
  companyName: z.string(),
  talent: z.object({ name: z.string(), language: z.enum(LANGUAGES) }),
  deadline: z.date(),
  state: z.enum(REGAIN_TRUST_STATES),
  canAnswer: z.boolean(),
  revision: z.number(),
  ...excusesShape,
});

export const problemSchema = z
  .object({ type: z.string(), title: z.string(), status: z.number(), code: z.string() })
  .loose();
