import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import type { OutboxMessage } from '../types.ts';

export const OUTBOX_REFRESH_MS = 3_000;

export const outboxKeys = {
  all: ['dev', 'outbox'] as const,
  list: (to: string) => ['dev', 'outbox', 'list', to] as const,
  available: ['dev', 'outbox', 'available'] as const,
};

/** Newest first. Only answers when the server is not in production (404 otherwise). */
export function getOutbox(to: string, signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiRequest<OutboxMessage[]>('/api/dev/outbox', { query: { to: to || undefined }, signal });
}

export const outboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: outboxKeys.list(to),
    queryFn: ({ signal }) => getOutbox(to, signal),
    refetchInterval: (query) => (isApiError(query.state.error) ? false : OUTBOX_REFRESH_MS),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useOutbox(to: string) {
  return useQuery(outboxQueryOptions(to));
}

/** Whether to offer the outbox in menus: always in a dev build, else when the API answers. */
export const outboxAvailableQueryOptions = () =>
  queryOptions({
    queryKey: outboxKeys.available,
    queryFn: async ({ signal }) => {
      if (import.meta.env.DEV) return true;
      try {
        await getOutbox('-', signal);
        return true;
      } catch {
        return false;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useOutboxAvailable(): boolean {
  return useQuery(outboxAvailableQueryOptions()).data === true;
}
