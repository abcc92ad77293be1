import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { templateKeys } from './api.ts';

/**
 * The live template list: the same server-sent event stream as the dashboard (GET /api/talents/events) carries a
 * `template` event when another user of the company adds, edits or deletes a template; the list (and the changed
 * template's detail) is fetched again, so the page never needs a reload.
 */
export function useTemplateEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/talents/events', { withCredentials: true });
    source.addEventListener('template', (event: MessageEvent<string>) => {
      void queryClient.invalidateQueries({ queryKey: templateKeys.list });
      try {
        const { talentId } = JSON.parse(event.data) as { talentId: string };
        if (talentId) void queryClient.invalidateQueries({ queryKey: templateKeys.detail(talentId) });
      } catch {
        // the list is refreshed anyway
      }
    });
    return () => source.close();
  }, [queryClient]);
}
