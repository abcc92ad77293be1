/**
 * Pushing a candidate's result to sonar ATS (the spec's sonar link): the JSON body, the operator's connection
 * settings (base URL, primary and secondary subscription keys) and which answers are retried, and after how long.
 */
import { z } from 'zod';
import { EVALUATION_CATEGORIES, GRADES, REPORT_STATUSES, UNSET_GRADE } from '../enums.ts';

/**
 * Requests of one push before it is given up: the first try, the immediate retry with the secondary key after a
 * 401, and the retries of 429, 5xx and no answer with growing delays.
 */
export const ATS_MAX_ATTEMPTS = 6;

/** sonar's partner API allows about 30 requests per minute per endpoint (facts.md). */
export const SONAR_REQUESTS_PER_MINUTE = 30;

/** Which of the two subscription keys a request carried. */
export const SONAR_KEY_SLOTS = ['primary', 'secondary'] as const;
export type SonarKeySlot = (typeof SONAR_KEY_SLOTS)[number];

/** HTTP statuses worth another try: rate limited (429) and server errors; 0 stands for no answer (network). */
export function isRetryableAtsStatus(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

export function isSuccessfulAtsStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The outcome of one delivery attempt. */
export type AtsAttemptOutcome = 'delivered' | 'retry' | 'failed';

/**
 * What to do after an attempt answered `status` (`attempt` counts from 1). A 401 is retried at once with the other
 * key when there is one (`canSwitchKey`); 429, 5xx and no answer after a delay; anything else fails.
 */
export function atsAttemptOutcome(status: number, attempt: number, canSwitchKey = false): AtsAttemptOutcome {
  if (isSuccessfulAtsStatus(status)) return 'delivered';
  if (attempt >= ATS_MAX_ATTEMPTS) return 'failed';
  if (status === 401 && canSwitchKey) return 'retry';
  return isRetryableAtsStatus(status) ? 'retry' : 'failed';
}

/** The longest wait before a retry, whatever `Retry-After` asks (an hour). */
export const ATS_MAX_RETRY_DELAY_SECONDS = 3600;

/**
 * Seconds before retry number `retry` (1 = the first retry): `base` doubled each time, but never sooner than the
 * endpoint's `Retry-After`, and at most an hour.
 */
export function atsRetryDelaySeconds(retry: number, base: number, retryAfter: number | null): number {
  const backoff = base * 2 ** Math.max(0, retry - 1);
  return Math.min(ATS_MAX_RETRY_DELAY_SECONDS, Math.max(backoff, retryAfter ?? 0));
}

/** A `Retry-After` header in seconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(header: string | null | undefined, now: Date): number | null {
  const value = (header ?? '').trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** The `detail` of an error answer (problem+json or any JSON object with one), cut to 500 characters. */
export function errorDetailOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'detail' in parsed) {
      const detail = (parsed as { detail: unknown }).detail;
      if (typeof detail === 'string' && detail.trim()) return detail.trim().slice(0, 500);
      if (detail !== null && detail !== undefined) return JSON.stringify(detail).slice(0, 500);
    }
  } catch {
    // not JSON: no detail
  }
  return null;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const urlSchema = z.url({ protocol: /^https?$/ });

/** A sonar base URL is HTTPS; plain HTTP only to this machine (a local stub). No credentials in it. */
export function isAllowedSonarUrl(value: string): boolean {
  if (!urlSchema.safeParse(value).success) return false;
  const [, scheme, authority] = /^(https?):\/\/([^/?#]*)/i.exec(value) ?? [];
  if (!scheme || !authority || authority.includes('@')) return false;
  if (scheme.toLowerCase() === 'https') return true;
  const host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : authority.split(':')[0]!;
  return LOOPBACK_HOSTS.has(host.toLowerCase());
}

/** The URL results are posted to: `{base}/results`. */
export function sonarResultsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/results`;
}

const subscriptionKey = z
  .string()
  .trim()
  .max(200, { error: 'admin.sonarKeyInvalid' })
  .refine((v) => v === '' || /^[\x21-\x7e]+$/.test(v), { error: 'admin.sonarKeyInvalid' });

/**
 * A company's sonar connection, set by the operator next to the sonar flag. A blank base URL uses the global one;
 * a blank key keeps the stored one; `clearKeys` removes both stored keys (the global keys apply again).
 */
export const sonarSettingsSchema = z
  .object({
    baseUrl: z
      .string()
      .trim()
      .max(2000, { error: 'admin.sonarBaseUrlInvalid' })
      .refine((v) => v === '' || isAllowedSonarUrl(v), { error: 'admin.sonarBaseUrlInvalid' }),
    primaryKey: subscriptionKey,
    secondaryKey: subscriptionKey,
    clearKeys: z.boolean().default(false),
  })
  .strict();
export type SonarSettingsInput = z.input<typeof sonarSettingsSchema>;

const gradeOrUnset = z.union([z.enum(GRADES), z.literal(UNSET_GRADE)]);

/** The JSON body sent to sonar (modelled on assessment-partner results: status, scores, report link). */
export const atsResultPayloadSchema = z.object({
  event: z.literal('reference_check.result'),
  deliveryId: z.string(),
  sentAt: z.string(),
  company: z.object({ uid: z.string() }),
  candidate: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** sonar's own id of the applicant (compoundID), which the result is matched to. */
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
