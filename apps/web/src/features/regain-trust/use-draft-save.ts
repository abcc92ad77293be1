import { useCallback, useEffect, useRef, useState } from 'react';
import { saveRegainTrustDraft } from './api/calls.ts';
import type { ExcuseValues } from './api/types.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

const DEBOUNCE_MS = 600;
const MAX_BACKOFF_MS = 15_000;

/**
 * Saves the explanations as the candidate types: one request at a time, only the newest values (superseded ones
 * are dropped), each with a revision in edit order so the server never applies an older draft over a newer one;
 * failures are retried with backoff. `flush` waits until the newest values are stored.
 */
export function useDraftSave(initialRevision: number) {
  const [state, setState] = useState<SaveState>('idle');
  const pending = useRef<{ values: ExcuseValues; revision: number } | null>(null);
  const lastRevision = useRef(initialRevision);
  const running = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const run = useCallback((): Promise<void> => {
    if (running.current) return running.current;
    const loop = async () => {
      let delay = 1000;
      while (pending.current) {
        const next = pending.current;
        setState('saving');
        try {
          await saveRegainTrustDraft({ ...next.values, revision: next.revision });
          if (pending.current === next) pending.current = null;
          delay = 1000;
        } catch {
          setState('offline');
          await new Promise((r) => setTimeout(r, delay));
          delay = Math.min(delay * 2, MAX_BACKOFF_MS);
        }
      }
      setState('saved');
    };
    running.current = loop().finally(() => {
      running.current = null;
    });
    return running.current;
  }, []);

  const change = useCallback(
    (values: ExcuseValues) => {
      lastRevision.current = Math.max(Date.now() * 1000, lastRevision.current + 1);
      pending.current = { values, revision: lastRevision.current };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), DEBOUNCE_MS);
    },
    [run],
  );

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await run();
  }, [run]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, change, flush };
}
