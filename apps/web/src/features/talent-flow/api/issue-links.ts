import type { RefereeLinks } from '@refcheck/domain/schemas/talent-flow-response';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { storeLinks } from '../links-storage.ts';

/** Issues fresh referee links (the previous ones stop working). */
export function issueRefereeLinks() {
  return apiRequest<RefereeLinks>('/api/talent-flow/links', { method: 'POST' });
}

export function useIssueRefereeLinks() {
  return useMutation({ mutationFn: issueRefereeLinks, onSuccess: (r) => storeLinks(r.links) });
}
