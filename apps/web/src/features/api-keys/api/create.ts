import type { ApiKeyCreated } from '@refcheck/domain/schemas/api-key';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { apiKeysKey } from './list.ts';

/** POST /api/api-keys: the answer holds the key itself, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<ApiKeyCreated>('/api/api-keys', { method: 'POST', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
