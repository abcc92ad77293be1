import type { TalentConsent } from '@refcheck/domain/schemas/talent-flow-response';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { talentFlowKeys } from './types.ts';

export function consentToPrivacyPolicy() {
  return apiRequest<TalentConsent>('/api/talent-flow/consent', { method: 'POST' });
}

export function useConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consentToPrivacyPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentFlowKeys.me }),
  });
}
