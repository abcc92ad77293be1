import type { StepUpSettings } from '@refcheck/domain/trust-signals/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

const key = ['step-up-settings'] as const;
const path = '/api/company/step-up-settings';

/** The company's step-up identification setting. */
export function useStepUpSettings() {
  return useQuery({ queryKey: key, queryFn: () => apiRequest<StepUpSettings>(path) });
}

/** Saves the setting (main account); the answer replaces the cached one. */
export function useSaveStepUpSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StepUpSettings) =>
      apiRequest<StepUpSettings>(path, { method: 'PUT', body: settings }),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}
