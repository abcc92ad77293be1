import type { WebhookEndpointCreate } from '@refcheck/domain/schemas/webhooks';
import type { WebhookSecret } from '@refcheck/domain/schemas/webhooks-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { webhookKeys } from './keys.ts';

/** `POST /api/webhook-endpoints`: answers the secret, shown once. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointCreate) =>
      apiRequest<WebhookSecret>('/api/webhook-endpoints', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}
