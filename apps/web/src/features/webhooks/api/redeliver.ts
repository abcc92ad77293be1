import type { WebhookDelivery } from '@refcheck/domain/schemas/webhooks-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { webhookKeys } from './keys.ts';

/** `POST /api/webhook-endpoints/:id/messages/:messageId/redeliver`: the same webhook-id again. */
export function useRedeliverWebhook(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      apiRequest<WebhookDelivery>(`/api/webhook-endpoints/${id}/messages/${messageId}/redeliver`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
