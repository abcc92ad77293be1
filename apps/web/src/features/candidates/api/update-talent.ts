import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshTalent } from './patch-talent-list.ts';
import type { TalentDetail } from './types.ts';

export function updateTalent(input: { id: string; body: unknown }) {
  return apiRequest<TalentDetail>(`/api/talents/${encodeURIComponent(input.id)}`, {
    method: 'PUT',
    body: input.body,
  });
}

export function useUpdateTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTalent,
    onSuccess: (_, input) => refreshTalent(queryClient, input.id, 'updated'),
  });
}
