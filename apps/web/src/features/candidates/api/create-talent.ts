import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { type TalentDetail, talentKeys } from './types.ts';

export function createTalent(body: unknown) {
  return apiRequest<TalentDetail>('/api/talents', { method: 'POST', body });
}

export function useCreateTalent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTalent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentKeys.all }),
  });
}
