import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { talentKeys } from './types.ts';

/** Events arriving closer together than this (a CSV import sends one per row) cause one refresh. */
const COALESCE_MS = 200;

/**
 * GET /api/talents/events (server-sent events): any change to the company's candidates refreshes the lists, the
 * open detail and the graph header, once per burst of events rather than once per event.
 */
export function useTalentEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/talents/events', { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: talentKeys.all }), COALESCE_MS);
    };
    source.addEventListener('talent', refresh);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);
}
