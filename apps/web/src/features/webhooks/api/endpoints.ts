import type { WebhookEndpoint } from '@refcheck/domain/schemas/webhooks-response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { webhookKeys } from './keys.ts';

/** `GET /api/webhook-endpoints`: the company's endpoints (main account). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhookKeys.endpoints,
    queryFn: () => apiRequest<WebhookEndpoint[]>('/api/webhook-endpoints'),
  });
}
