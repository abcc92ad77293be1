import { useEffect, useRef, useSyncExternalStore } from 'react';
import { OrderedAutosave, type SendSave } from './ordered-autosave.ts';

/**
 * One OrderedAutosave for the component's life: retries when the browser comes back online, flushes pending edits
 * when the page is hidden, and asks before leaving while an edit is unsaved.
 */
export function useOrderedAutosave<V>(send: SendSave<V>, onFatal?: (error: unknown) => void) {
  const ref = useRef<OrderedAutosave<V> | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const fatalRef = useRef(onFatal);
  fatalRef.current = onFatal;
  if (!ref.current)
    ref.current = new OrderedAutosave<V>((k, v, r) => sendRef.current(k, v, r), {
      onFatal: (e) => fatalRef.current?.(e),
    });
  const autosave = ref.current;
  const state = useSyncExternalStore(autosave.subscribe, autosave.getState, autosave.getState);
  useEffect(() => {
    const online = () => autosave.online();
    const hidden = () => {
      if (document.visibilityState === 'hidden') autosave.flushAll();
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.dirty) return;
      autosave.flushAll();
      event.preventDefault();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('beforeunload', beforeUnload);
      autosave.flushAll();
    };
  }, [autosave]);
  return { autosave, state };
}
