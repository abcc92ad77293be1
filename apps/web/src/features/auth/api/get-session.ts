import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import type { Session } from '../types.ts';
import { authKeys } from './keys.ts';

/** The current session, or `null` when nobody is signed in (the API answers 401). */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return await apiRequest<Session>('/api/session', { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
