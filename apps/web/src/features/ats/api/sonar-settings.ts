import type { SonarSettingsInput } from '@refcheck/domain/ats/push';
import type { SonarSettingsView } from '@refcheck/domain/schemas/ats-response';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

export type { SonarSettingsView };

export const sonarSettingsKeys = { company: (companyId: string) => ['sonar-settings', companyId] as const };
const path = (companyId: string) => `/api/admin/companies/${encodeURIComponent(companyId)}/sonar-settings`;

/** The operator's view of a client's sonar connection (keys only as set or not). */
export function useSonarSettings(companyId: string) {
  return useQuery({
    queryKey: sonarSettingsKeys.company(companyId),
    queryFn: ({ signal }) => apiRequest<SonarSettingsView>(path(companyId), { signal }),
  });
}

export function useSaveSonarSettings(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SonarSettingsInput) =>
      apiRequest<SonarSettingsView>(path(companyId), { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(sonarSettingsKeys.company(companyId), saved),
  });
}
