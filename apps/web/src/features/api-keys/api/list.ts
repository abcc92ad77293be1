import type { ApiKeyList } from '@refcheck/domain/schemas/api-key';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const apiKeysKey = ['api-keys'] as const;

/** GET /api/api-keys: the company's keys (main account). */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => apiRequest<ApiKeyList>('/api/api-keys', { signal }),
  });
}
