/**
 * Refcheck's support contact, set by the operator in the admin settings (`GET /api/contact`): the sidebar's
 * support link, the privacy policy, the footers and the error pages read it.
 */

import type { SupportContactView } from '@refcheck/domain/schemas/contact-response';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client.ts';

export type SupportContact = SupportContactView;

export const supportContactQuery = queryOptions({
  queryKey: ['contact'] as const,
  queryFn: ({ signal }) => apiRequest<SupportContact>('/api/contact', { signal }),
  staleTime: 5 * 60_000,
  retry: 1,
});

/** The contact, or undefined while it loads (or when the API cannot be reached). */
export function useSupportContact(): SupportContact | undefined {
  return useQuery(supportContactQuery).data;
}
