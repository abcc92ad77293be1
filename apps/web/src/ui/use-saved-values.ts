import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/**
 * Fills a settings form with what the server holds: when it arrives, and again when it changes (a save, a refetch,
 * another tab's change), but never over the user's unsaved edits. Returns whether the saved values have arrived; the
 * card keeps its fields disabled until then, so nothing typed before is overwritten by the late answer.
 */
export function useSavedValues<V extends Record<string, unknown>, S>(
  form: UseFormReturnType<V>,
  saved: S | undefined,
  toValues: (saved: S) => Partial<V>,
): boolean {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new answer from the server only.
  useEffect(() => {
    if (saved === undefined) return;
    const values = toValues(saved);
    if (form.isDirty()) {
      // The user's edits stay; when they are what was just saved, they are no longer unsaved.
      const current = form.getValues();
      const same = Object.entries(values).every(([k, v]) => JSON.stringify(current[k]) === JSON.stringify(v));
      if (same) form.resetDirty();
      return;
    }
    form.setValues(values);
    form.resetDirty();
  }, [saved]);
  return saved !== undefined;
}
