import type { RefereeLinks } from '@refcheck/domain/schemas/talent-flow-response';
import { apiRequest } from '../../../api/client.ts';
import { useMutation } from '../../../api/small-query.ts';
import { storeLinks } from '../links-storage.ts';

/** Issues fresh referee links (the previous ones stop working). */
export function issueRefereeLinks() {
  return apiRequest<RefereeLinks>('/api/talent-flow/links', { method: 'POST' });
}

export function useIssueRefereeLinks() {
  return useMutation({ mutationFn: issueRefereeLinks, onSuccess: (r) => storeLinks(r.links) });
}
