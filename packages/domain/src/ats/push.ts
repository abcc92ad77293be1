/**
 * Pushing a candidate's result to the company's applicant-tracking system (the spec's sonar link): the JSON body,
 * the company's endpoint settings and which answers are retried.
 */
import { z } from 'zod';
import { EVALUATION_CATEGORIES, GRADES, REPORT_STATUSES, UNSET_GRADE } from '../enums.ts';

/** Attempts of one push before it is given up (the first try and four retries with growing delays). */
export const ATS_MAX_ATTEMPTS = 5;

/** HTTP statuses worth another try: rate limited (429) and server errors; 0 stands for no answer (network). */
export function isRetryableAtsStatus(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

export function isSuccessfulAtsStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The outcome of one delivery attempt. */
export type AtsAttemptOutcome = 'delivered' | 'retry' | 'failed';

/** What to do after an attempt answered `status` (`attempt` counts from 1). */
export function atsAttemptOutcome(status: number, attempt: number): AtsAttemptOutcome {
  if (isSuccessfulAtsStatus(status)) return 'delivered';
  if (isRetryableAtsStatus(status) && attempt < ATS_MAX_ATTEMPTS) return 'retry';
  return 'failed';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const urlSchema = z.url({ protocol: /^https?$/ });

/** An endpoint is HTTPS; plain HTTP only to this machine (a developer's local receiver). No credentials in it. */
export function isAllowedAtsEndpoint(value: string): boolean {
  if (!urlSchema.safeParse(value).success) return false;
  const [, scheme, authority] = /^(https?):\/\/([^/?#]*)/i.exec(value) ?? [];
  if (!scheme || !authority || authority.includes('@')) return false;
  if (scheme.toLowerCase() === 'https') return true;
  const host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : authority.split(':')[0]!;
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

export const ATS_SECRET_MIN_LENGTH = 16;

/**
 * The company's ATS settings (main account, /config). A blank endpoint uses the receiver embedded in the product;
 * a blank secret keeps the stored one. A custom endpoint needs a secret (given now or stored before).
 */
export const atsSettingsSchema = z.object({
  endpointUrl: z
    .string()
    .trim()
    .max(2000, { error: 'company.atsEndpointInvalid' })
    .refine((v) => v === '' || isAllowedAtsEndpoint(v), { error: 'company.atsEndpointInvalid' }),
  secret: z
    .string()
    .trim()
    .max(200, { error: 'company.atsSecretInvalid' })
    .refine((v) => v === '' || (v.length >= ATS_SECRET_MIN_LENGTH && /^[\x21-\x7e]+$/.test(v)), {
      error: 'company.atsSecretInvalid',
    }),
});
export type AtsSettingsInput = z.input<typeof atsSettingsSchema>;

const gradeOrUnset = z.union([z.enum(GRADES), z.literal(UNSET_GRADE)]);

/** The JSON body sent to the ATS (modelled on assessment-partner result webhooks: status, scores, report link). */
export const atsResultPayloadSchema = z.object({
  event: z.literal('reference_check.result'),
  deliveryId: z.string(),
  sentAt: z.string(),
  company: z.object({ uid: z.string() }),
  candidate: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    externalId: z.string().nullable(),
  }),
  report: z.object({ status: z.enum(REPORT_STATUSES), url: z.string() }),
  grades: z.object(
    Object.fromEntries(EVALUATION_CATEGORIES.map((c) => [c, gradeOrUnset])) as Record<
      (typeof EVALUATION_CATEGORIES)[number],
      typeof gradeOrUnset
    >,
  ),
  total: z.object({ grade: gradeOrUnset, score: z.number().nullable() }),
});
export type AtsResultPayload = z.infer<typeof atsResultPayloadSchema>;

export interface AtsPayloadInput {
  deliveryId: string;
  sentAt: Date;
  companyUid: string;
  candidate: { id: string; name: string; email: string; compoundId: string | null };
  reportStatus: (typeof REPORT_STATUSES)[number];
  reportUrl: string;
  /** Stored grades per category; missing categories are '未'. */
  grades: Readonly<Record<string, string>>;
  totalGrade: string | null;
  totalScore: number | null;
}

const asGrade = (value: string | null | undefined) =>
  (GRADES as readonly string[]).includes(value ?? '') ? (value as (typeof GRADES)[number]) : UNSET_GRADE;

export function buildAtsPayload(input: AtsPayloadInput): AtsResultPayload {
  return {
    event: 'reference_check.result',
    deliveryId: input.deliveryId,
    sentAt: input.sentAt.toISOString(),
    company: { uid: input.companyUid },
    candidate: {
      id: input.candidate.id,
      name: input.candidate.name,
      email: input.candidate.email,
      externalId: input.candidate.compoundId,
    },
    report: { status: input.reportStatus, url: input.reportUrl },
    grades: Object.fromEntries(
      EVALUATION_CATEGORIES.map((c) => [c, asGrade(input.grades[c])]),
    ) as AtsResultPayload['grades'],
    total: { grade: asGrade(input.totalGrade), score: input.totalScore },
  };
}

/** The `Signature` header value: `sha256 ` followed by the HMAC-SHA256 of the raw body in lower-case hex. */
export function formatAtsSignature(hex: string): string {
  return `sha256 ${hex}`;
}

/** The hex digest of a `Signature` header, or null when it is not `sha256 <64 hex>`. */
export function parseAtsSignature(header: string | null | undefined): string | null {
  const match = /^sha256 ([0-9a-f]{64})$/.exec((header ?? '').trim());
  return match ? match[1]! : null;
}
