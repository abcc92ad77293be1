import type { WebhookDelivery } from '@refcheck/domain/schemas/webhooks-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { webhookKeys } from './keys.ts';

/** `POST /api/webhook-endpoints/:id/test`: a webhook.test event. */
export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<WebhookDelivery>(`/api/webhook-endpoints/${id}/test`, { method: 'POST' }),
    onSuccess: (_d, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
