/** Response schemas of /api/webhook-endpoints (issue 25 item 3). */
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './webhooks.ts';
import type { Wire } from './wire.ts';

/** An endpoint as the main account sees it (never its secret, shown once at creation and rotation). */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  /** Why the product disabled it: 410 Gone, or 3 days of failures; null when enabled or disabled by hand. */
  disabledReason: z.enum(['gone', 'failing']).nullable(),
  /** Until when the secret before the last rotation still signs alongside. */
  previousSecretExpiresAt: z.date().nullable(),
  createdAt: z.date(),
});

/** `POST /api/webhook-endpoints` and `POST …/rotate-secret`: the secret, shown this once. */
export const webhookSecretSchema = z.object({ id: z.string(), secret: z.string() });

/** One delivery of a message to the endpoint (the delivery log). */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The message id: the `webhook-id` header, the same on every attempt and redelivery. */
  messageId: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'sending', 'succeeded', 'failed']),
  /** The last attempt's HTTP status; 0 when there was no answer (network error, time-out, refused address). */
  responseStatus: z.number().int().nullable(),
  attempts: z.number().int(),
  lastAttemptAt: z.date().nullable(),
  nextAttemptAt: z.date().nullable(),
  createdAt: z.date(),
});

export const webhookDeliveryPageSchema = z.object({
  items: z.array(webhookDeliverySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});

export type WebhookEndpoint = Wire<z.output<typeof webhookEndpointSchema>>;
export type WebhookSecret = z.output<typeof webhookSecretSchema>;
export type WebhookDelivery = Wire<z.output<typeof webhookDeliverySchema>>;
export type WebhookDeliveryPage = Wire<z.output<typeof webhookDeliveryPageSchema>>;
