import type { WebhookDeliveryPage } from '@refcheck/domain/schemas/webhooks-response';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { webhookKeys } from './keys.ts';

/** `GET /api/webhook-endpoints/:id/deliveries`: the delivery log, cursor pages; polled while one is pending. */
export function useWebhookDeliveries(id: string) {
  return useInfiniteQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ pageParam }) =>
      apiRequest<WebhookDeliveryPage>(`/api/webhook-endpoints/${id}/deliveries`, {
        query: { cursor: pageParam, limit: 20 },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) =>
        p.items.some((d) => d.status === 'pending' || d.status === 'sending'),
      )
        ? 1000
        : false,
  });
}
