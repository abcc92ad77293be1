import type { IssuedRefereeLink } from '@refcheck/domain/schemas/talent-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';

/** A fresh URL for one referee (the previous one stops working). */
export function issueRefereeLink(input: { talentId: string; refereeId: string }) {
  return apiRequest<IssuedRefereeLink>(
    `/api/talents/${encodeURIComponent(input.talentId)}/referees/${encodeURIComponent(input.refereeId)}/link`,
    { method: 'POST' },
  );
}

export function useIssueRefereeLink() {
  return useMutation({ mutationFn: issueRefereeLink });
}
