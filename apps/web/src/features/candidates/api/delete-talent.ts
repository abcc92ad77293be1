import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshTalent } from './patch-talent-list.ts';

export function deleteTalent(id: string) {
  return apiRequest<void>(`/api/talents/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTalent,
    onSuccess: (_, id) => refreshTalent(queryClient, id, 'deleted'),
  });
}
