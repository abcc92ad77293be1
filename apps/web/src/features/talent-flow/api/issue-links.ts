import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { storeLinks } from '../links-storage.ts';
import type { RefereeLink } from './types.ts';

/** Issues fresh referee links (the previous ones stop working). */
export function issueRefereeLinks() {
  return apiRequest<{ links: RefereeLink[] }>('/api/talent-flow/links', { method: 'POST' });
}

export function useIssueRefereeLinks() {
  return useMutation({ mutationFn: issueRefereeLinks, onSuccess: (r) => storeLinks(r.links) });
}
