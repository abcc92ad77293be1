/**
 * Refcheck's support contact, set by the operator in the admin settings (`GET /api/contact`): the sidebar's
 * support link, the privacy policy, the footers and the error pages read it (the flow entry: flow/use-contact.ts).
 */

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupportContact, SUPPORT_CONTACT_KEY, type SupportContact } from '../api/support-contact.ts';

export type { SupportContact };

export const supportContactQuery = queryOptions({
  queryKey: SUPPORT_CONTACT_KEY,
  queryFn: ({ signal }) => getSupportContact(signal),
  staleTime: 5 * 60_000,
  retry: 1,
});

/** The contact, or undefined while it loads (or when the API cannot be reached). */
export function useSupportContact(): SupportContact | undefined {
  return useQuery(supportContactQuery).data;
}
