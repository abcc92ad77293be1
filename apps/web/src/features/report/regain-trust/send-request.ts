import type { FollowUpInput } from '@refcheck/domain/schemas/follow-up';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { reportKeys } from '../api/get-report.ts';

/** The request body (domain `followUpSchema`). */
export type FollowUpBody = FollowUpInput;

/** POST /api/company/talents/:id/regain-trust (main account, once). */
export function useSendRegainTrust(talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FollowUpBody) =>
      apiRequest(`/api/company/talents/${encodeURIComponent(talentId)}/regain-trust`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportKeys.one(talentId) }),
  });
}
