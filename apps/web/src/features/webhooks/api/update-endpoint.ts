import type { WebhookEndpointUpdate } from '@refcheck/domain/schemas/webhooks';
import type { WebhookEndpoint } from '@refcheck/domain/schemas/webhooks-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { webhookKeys } from './keys.ts';

/** `PATCH /api/webhook-endpoints/:id`: URL, events, description, enabled. */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: WebhookEndpointUpdate & { id: string }) =>
      apiRequest<WebhookEndpoint>(`/api/webhook-endpoints/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}
