import type { DeliveryFailureCount, DeliveryFailureList } from '@refcheck/domain/schemas/admin-response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { DeliveryFailure } from '@refcheck/domain/schemas/admin-response';

export const deliveryKeys = {
  all: ['admin', 'deliveries'] as const,
  failed: ['admin', 'deliveries', 'failed'] as const,
  count: ['admin', 'deliveries', 'count'] as const,
};

/** GET /api/admin/deliveries/failed: failed mail and SMS of the last 7 days, newest first. */
export const useDeliveryFailures = () =>
  useQuery({
    queryKey: deliveryKeys.failed,
    queryFn: ({ signal }) => apiRequest<DeliveryFailureList>('/api/admin/deliveries/failed', { signal }),
  });

/** GET /api/admin/deliveries/failed/count: the number the console's first page shows. */
export const useDeliveryFailureCount = () =>
  useQuery({
    queryKey: deliveryKeys.count,
    queryFn: ({ signal }) =>
      apiRequest<DeliveryFailureCount>('/api/admin/deliveries/failed/count', { signal }),
  });

/** POST /api/admin/deliveries/{id}/retry. */
export const retryDelivery = (id: string) =>
  apiRequest<{ ok: true }>(`/api/admin/deliveries/${id}/retry`, { method: 'POST' });
