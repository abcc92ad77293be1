/** Response schema of the company's report (`GET /api/company/talents/:talentId/report`). */
import { z } from 'zod';
import {
  EVALUATION_CATEGORIES,
  GRADES,
  LANGUAGES,
  POLARITIES,
  RANKS,
  REFEREE_TAGS,
  REPORT_STATUSES,
  UNSET_GRADE,
} from '../enums.ts';
import { HIGHLIGHT_KINDS } from '../rules/highlights.ts';
import { regainTrustViewSchema } from './regain-trust-response.ts';
import type { Wire } from './wire.ts';

const grade = z.enum([...GRADES, UNSET_GRADE]);

export const reportSchema = z.object({
  talent: z.object({
    id: z.string(),
    name: z.string(),
    currentCompany: z.string(),
    rank: z.enum(RANKS),
    status: z.string(),
    deadline: z.string(),
    selectionQuestion: z.boolean(),
  }),
  reportStatus: z.enum(REPORT_STATUSES),
  totalGrade: grade,
  totalScore: z.number().nullable(),
  categories: z.array(
    z.object({ category: z.enum(EVALUATION_CATEGORIES), score: z.number().nullable(), grade }),
  ),
  questions: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(['description', 'selection']),
      category: z.string().nullable(),
      polarity: z
        .enum(POLARITIES)
        .nullable()
        .describe('Selection questions: negative = reversed (agreeing is unfavourable); null for free text'),
      texts: z.object(
        Object.fromEntries(LANGUAGES.map((l) => [l, z.string()])) as Record<
          (typeof LANGUAGES)[number],
          z.ZodString
        >,
      ),
    }),
  ),
  referees: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      belongsCompany: z.string(),
      belongsTitle: z.string(),
      relationship: z.string(),
      timeWorkingTogether: z
        .string()
        .describe('At which job they worked together (currentJub, previousJob, …, other)'),
      period: z
        .object({ from: z.string(), to: z.string().nullable() })
        .describe('From and to when they worked together (YYYY-MM); `to` null while they still do'),
      completedAt: z.string().nullable(),
      tag: z.enum(REFEREE_TAGS),
      tagColor: z.enum(['green', 'yellow', 'red', 'gray']),
      descriptions: z.record(z.string(), z.string()),
      selections: z.record(z.string(), z.number()),
    }),
  ),
  /** Computed from the completed referees' selection answers by the domain's rules (rules/highlights.ts). */
  highlights: z
    .array(
      z.object({
        kind: z.enum(HIGHLIGHT_KINDS),
        questionKey: z.string(),
        refereeIds: z.array(z.string()).describe('The referees whose answers it came from'),
      }),
    )
    .describe(
      "Computed, never written: strength = every referee who answered is at the top two levels of a positive question (bottom two of a negative one); concern = a referee is at the bottom two levels of a positive question (top two of a negative one); divergence = two referees' levels are 2 or more apart. Completed referees' answers only.",
    ),
  /** The regain-trust request and the explanations once sent. */
  regainTrust: regainTrustViewSchema,
  /** The candidate's latest consent to the privacy policy: when, and the version of the text (SHA-256, hex). */
  consent: z.object({ at: z.string(), version: z.string() }).nullable(),
});

// What the browser reads (dates as ISO strings).
export type Report = Wire<z.output<typeof reportSchema>>;
