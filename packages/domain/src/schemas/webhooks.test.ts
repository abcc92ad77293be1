import { describe, expect, it } from 'vitest';
import {
  isWebhookUrl,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_SCHEDULE_SECONDS,
  webhookAttemptOutcome,
  webhookDeliveriesQuerySchema,
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
  webhookRetryDelaySeconds,
} from './webhooks.ts';

describe('webhook rules', () => {
  it('2xx succeeds, 410 is gone, anything else (3xx, no answer) fails', () => {
    expect([200, 204, 299].map(webhookAttemptOutcome)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(webhookAttemptOutcome(410)).toBe('gone');
    expect([0, 301, 302, 400, 404, 429, 500, 503].map(webhookAttemptOutcome)).toEqual(
      Array(8).fill('failed'),
    );
  });

  it('retries on the Standard Webhooks schedule, about 3 days in all', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(10);
    const delays = Array.from({ length: WEBHOOK_MAX_ATTEMPTS }, (_, i) => webhookRetryDelaySeconds(i + 1));
    expect(delays).toEqual([5, 300, 1800, 7200, 18_000, 36_000, 50_400, 72_000, 86_400, null]);
    const total = WEBHOOK_RETRY_SCHEDULE_SECONDS.reduce((a, b) => a + b, 0);
    expect(total / 86_400).toBeGreaterThan(3);
    expect(total / 86_400).toBeLessThan(3.5);
  });

  it('accepts http(s) URLs without credentials', () => {
    expect(isWebhookUrl('https://ats.example.com/hooks?x=1')).toBe(true);
    expect(isWebhookUrl('http://127.0.0.1:3000/hook')).toBe(true);
    expect(isWebhookUrl('ftp://ats.example.com/')).toBe(false);
    expect(isWebhookUrl('https://user:pw@ats.example.com/')).toBe(false);
    expect(isWebhookUrl('not a url')).toBe(false);
  });

  it('validates the endpoint bodies and the log query', () => {
    const created = webhookEndpointCreateSchema.parse({
      url: ' https://ats.example.com/hook ',
      events: ['report.completed', 'report.completed', 'referee.completed'],
    });
    expect(created).toEqual({
      url: 'https://ats.example.com/hook',
      events: ['report.completed', 'referee.completed'],
      description: '',
    });
    const bad = webhookEndpointCreateSchema.safeParse({ url: 'x', events: [], description: 'a'.repeat(201) });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message).sort()).toEqual([
      'webhooks.descriptionTooLong',
      'webhooks.eventsRequired',
      'webhooks.urlInvalid',
    ]);
    expect(webhookEndpointUpdateSchema.parse({ enabled: false })).toEqual({ enabled: false });
    expect(webhookDeliveriesQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(webhookDeliveriesQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});
