import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '../../../session/keys.ts';
import { announcementKeys } from '../../announcements/index.ts';
import { patchTalentLists } from './patch-talent-list.ts';
import { talentKeys } from './types.ts';

/** Events arriving closer together than this (a CSV import sends one per row) are handled together. */
const COALESCE_MS = 200;
/** A burst larger than this (a CSV import) reloads the list from its first page instead of patching each row. */
const PATCH_LIMIT = 20;

interface Change {
  talentId: string;
  kind: 'created' | 'updated' | 'deleted';
}

/**
 * GET /api/talents/events (server-sent events): a change to the company's candidates patches the loaded list pages
 * (one row fetched per changed candidate, never the whole list), refreshes that candidate's open detail and the
 * graph header, once per burst of events.
 */
export function useTalentEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/talents/events', { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = new Map<string, Change>();
    const flush = () => {
      const changes = [...pending.values()];
      pending = new Map();
      void queryClient.invalidateQueries({ queryKey: talentKeys.statsAll });
      for (const change of changes)
        void queryClient.invalidateQueries({ queryKey: talentKeys.detail(change.talentId) });
      if (changes.length > PATCH_LIMIT) {
        void queryClient.resetQueries({ queryKey: talentKeys.lists });
        return;
      }
      for (const change of changes) void patchTalentLists(queryClient, change);
    };
    const onEvent = (event: MessageEvent<string>) => {
      try {
        const change = JSON.parse(event.data) as Change;
        pending.set(change.talentId, change);
      } catch {
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(flush, COALESCE_MS);
    };
    source.addEventListener('talent', onEvent);
    // The company itself changed (verified, disabled, withdrawn): the session decides the gates or signs out.
    source.addEventListener(
      'company',
      () => void queryClient.invalidateQueries({ queryKey: authKeys.session }),
    );
    source.addEventListener(
      'announcement',
      () => void queryClient.invalidateQueries({ queryKey: announcementKeys.list }),
    );
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [queryClient]);
}
