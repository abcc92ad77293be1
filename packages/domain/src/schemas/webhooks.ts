/**
 * Webhooks (Standard Webhooks 1.0, issue 25 item 3): the events a company can subscribe to, the endpoint it
 * registers (main account, /config and `POST /api/webhook-endpoints`) and the retry schedule of a delivery.
 */
import { z } from 'zod';

/** The events an endpoint can subscribe to; `webhook.test` is sent only by the test button. */
export const WEBHOOK_EVENT_TYPES = [
  'candidate.consented',
  'candidate.declined',
  'referee.completed',
  'referee.declined',
  'report.completed',
  'regain_trust.answered',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookMessageType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/**
 * Seconds before each attempt of a delivery (Standard Webhooks' schedule): immediately, then 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after the previous one (about 3 days in all).
 */
export const WEBHOOK_RETRY_SCHEDULE_SECONDS = [
  0,
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
  24 * 3600,
] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_SCHEDULE_SECONDS.length;
/** An endpoint whose deliveries fail without a success for this long is disabled and the main account mailed. */
export const WEBHOOK_FAILING_DISABLE_HOURS = 72;
/** After a rotation the previous secret keeps signing alongside the new one for this long. */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;

/** What one attempt's HTTP status means: 2xx delivered, 410 the endpoint is gone, anything else (3xx too) failed. */
export function webhookAttemptOutcome(status: number): 'succeeded' | 'gone' | 'failed' {
  if (status >= 200 && status < 300) return 'succeeded';
  if (status === 410) return 'gone';
  return 'failed';
}

/** The delay before attempt `attempt + 1` (`attempt` made so far, ≥ 1), or null when none is left. */
export function webhookRetryDelaySeconds(attempt: number): number | null {
  return attempt < WEBHOOK_MAX_ATTEMPTS ? WEBHOOK_RETRY_SCHEDULE_SECONDS[attempt]! : null;
}

const urlSchema = z.url({ protocol: /^https?$/ });

/** http(s), no user or password in it (whether plain http and which addresses are allowed is the server's rule). */
export function isWebhookUrl(value: string): boolean {
  if (!urlSchema.safeParse(value).success) return false;
  const authority = /^https?:\/\/([^/?#]*)/i.exec(value)?.[1];
  return !!authority && !authority.includes('@');
}

const webhookUrl = z
  .string()
  .trim()
  .max(2000, { error: 'webhooks.urlInvalid' })
  .refine(isWebhookUrl, { error: 'webhooks.urlInvalid' });
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'webhooks.eventsRequired' }))
  .min(1, { error: 'webhooks.eventsRequired' })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);
const webhookDescription = z.string().trim().max(200, { error: 'webhooks.descriptionTooLong' });

/** `POST /api/webhook-endpoints`. */
export const webhookEndpointCreateSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  description: webhookDescription.default(''),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

/** `PATCH /api/webhook-endpoints/:id`: any of the fields; `enabled: true` re-enables a disabled endpoint. */
export const webhookEndpointUpdateSchema = z.object({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  description: webhookDescription.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.input<typeof webhookEndpointUpdateSchema>;

export const webhookEndpointParamsSchema = z.object({ id: z.uuid() });
export const webhookMessageParamsSchema = z.object({ id: z.uuid(), messageId: z.uuid() });
/** The delivery log: newest first, `cursor` the last delivery id of the previous page. */
export const webhookDeliveriesQuerySchema = z.object({
  cursor: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
