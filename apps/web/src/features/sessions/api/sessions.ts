import type { DeviceSession } from '@refcheck/domain/schemas/device-sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export const deviceSessionsKey = ['device-sessions'] as const;

/** As the wire carries it (dates as ISO text). */
export type DeviceSessionItem = Omit<DeviceSession, 'createdAt' | 'lastActiveAt'> & {
  createdAt: string;
  lastActiveAt: string;
};

/** GET /api/auth/list-sessions (better-auth, shaped by the server): the person's live sessions. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: deviceSessionsKey,
    queryFn: ({ signal }) => apiRequest<DeviceSessionItem[]>('/api/auth/list-sessions', { signal }),
  });
}

/** POST /api/auth/revoke-session `{ id }` (one session) or /api/auth/revoke-other-sessions (all but this one). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | 'others') =>
      target === 'others'
        ? apiRequest<unknown>('/api/auth/revoke-other-sessions', { method: 'POST', body: {} })
        : apiRequest<unknown>('/api/auth/revoke-session', { method: 'POST', body: { id: target.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsKey }),
  });
}

/** The main account ends a sub-account's sessions, an operator a company's: `{ ended }`. */
export function useEndUserSessions() {
  return useMutation({
    mutationFn: (url: string) => apiRequest<{ ended: number }>(url, { method: 'POST' }),
  });
}
