import type { WebhookSecret } from '@refcheck/domain/schemas/webhooks-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { webhookKeys } from './keys.ts';

/** `POST /api/webhook-endpoints/:id/rotate-secret`: the new secret, shown once. */
export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<WebhookSecret>(`/api/webhook-endpoints/${id}/rotate-secret`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}
