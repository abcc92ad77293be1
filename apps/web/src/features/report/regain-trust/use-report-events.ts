import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportKeys } from '../api/get-report.ts';

/**
 * The report follows its candidate live (the dashboard's server-sent events): a referee finishing or the
 * candidate sending explanations refreshes it without a reload.
 */
export function useReportEvents(talentId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/talents/events', { withCredentials: true });
    const onChange = (event: MessageEvent<string>) => {
      try {
        if ((JSON.parse(event.data) as { talentId?: string }).talentId !== talentId) return;
      } catch {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: reportKeys.one(talentId) });
    };
    source.addEventListener('talent', onChange);
    return () => source.close();
  }, [queryClient, talentId]);
}
