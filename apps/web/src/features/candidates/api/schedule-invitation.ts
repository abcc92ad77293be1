import type { ScheduledInvitation } from '@refcheck/domain/schemas/talent-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshTalent } from './patch-talent-list.ts';

export function scheduleInvitation(input: { id: string; scheduledAt: string }) {
  return apiRequest<ScheduledInvitation>(
    `/api/talents/${encodeURIComponent(input.id)}/scheduled-invitation`,
    { method: 'PUT', body: { scheduledAt: input.scheduledAt } },
  );
}

export function cancelScheduledInvitation(id: string) {
  return apiRequest<ScheduledInvitation>(`/api/talents/${encodeURIComponent(id)}/scheduled-invitation`, {
    method: 'DELETE',
  });
}

export function useScheduleInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleInvitation,
    onSuccess: (_, input) => refreshTalent(queryClient, input.id, 'updated'),
  });
}

export function useCancelScheduledInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelScheduledInvitation,
    onSuccess: (_, id) => refreshTalent(queryClient, id, 'updated'),
  });
}
