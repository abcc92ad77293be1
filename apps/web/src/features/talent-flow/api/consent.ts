import type { Language } from '@refcheck/domain/enums';
import type { TalentConsent } from '@refcheck/domain/schemas/talent-flow-response';
import { apiRequest } from '../../../api/client.ts';
import { useMutation, useQueryClient } from '../../../api/small-query.ts';
import { talentFlowKeys } from './types.ts';

/** Agrees to the privacy policy shown in `language` (the server records the version of its own copy). */
export function consentToPrivacyPolicy(language: Language) {
  return apiRequest<TalentConsent>('/api/talent-flow/consent', { method: 'POST', body: { language } });
}

export function useConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: consentToPrivacyPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: talentFlowKeys.me }),
  });
}
