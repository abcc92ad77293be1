import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { refreshTalent } from './patch-talent-list.ts';
import type { TalentDetail } from './types.ts';

export function createTalent(body: unknown) {
  return apiRequest<TalentDetail>('/api/talents', { method: 'POST', body });
}

export function useCreateTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTalent,
    onSuccess: (created) => refreshTalent(queryClient, created.id, 'created'),
  });
}
