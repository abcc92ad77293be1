import type { AdminConfig } from '@refcheck/domain/schemas/admin-response';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { AdminConfig } from '@refcheck/domain/schemas/admin-response';

export const adminConfigKey = ['admin', 'config'] as const;

export const useAdminConfig = () =>
  useQuery({
    queryKey: adminConfigKey,
    queryFn: ({ signal }) => apiRequest<AdminConfig>('/api/admin/config', { signal }),
  });

export const saveAdminConfig = (input: { shopId: string; mail: string }) =>
  apiRequest<AdminConfig>('/api/admin/config', { method: 'PUT', body: input });
