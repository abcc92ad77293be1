import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { talentKeys } from './types.ts';

/** GET /api/talents/events (server-sent events): any change to the company's candidates refreshes the lists. */
export function useTalentEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/talents/events', { withCredentials: true });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: talentKeys.all });
    source.addEventListener('talent', refresh);
    return () => source.close();
  }, [queryClient]);
}
