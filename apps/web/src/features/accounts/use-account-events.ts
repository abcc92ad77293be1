import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subAccountKeys } from './api/sub-accounts.ts';

/**
 * The live sub-account list (issue 38): the dashboard's server-sent event stream (GET /api/talents/events) carries an
 * `account` event when a sub-account of the company is added, edited, enabled, deleted or finishes its sign-up, in
 * this browser or another; the list is fetched again, so /company/accounts never needs a reload.
 */
export function useAccountEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/talents/events', { withCredentials: true });
    source.addEventListener('account', () => {
      void queryClient.invalidateQueries({ queryKey: subAccountKeys.list });
    });
    return () => source.close();
  }, [queryClient]);
}
