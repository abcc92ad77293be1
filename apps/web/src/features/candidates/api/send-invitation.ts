import type { InvitationSent } from '@refcheck/domain/schemas/talent-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshTalent } from './patch-talent-list.ts';

export function sendInvitation(id: string) {
  return apiRequest<InvitationSent>(`/api/talents/${encodeURIComponent(id)}/invitation`, {
    method: 'POST',
  });
}

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    onSuccess: (_, id) => refreshTalent(queryClient, id, 'updated'),
  });
}
