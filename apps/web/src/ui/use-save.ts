import { notifications } from '@mantine/notifications';
import { useCallback, useState } from 'react';

/** What a save shows and does around its work (every text already localized by the caller). */
export interface SaveOptions<T> {
  /** The green toast once the work succeeded (a text, or one from the result); none when omitted. */
  success?: string | ((result: T) => string);
  /** After the success toast: reset the form, refetch, close the dialog, navigate… A failure here counts as the save's. */
  afterSuccess?: (result: T) => unknown;
  /**
   * The red toast when the work (or `afterSuccess`) failed: a text, or one chosen from the error; `undefined` shows
   * none (the caller put the error on a field or in the card). The form keeps what the person typed.
   */
  failure: string | ((error: unknown) => string | undefined);
  /** After the failure toast (e.g. navigate away from an expired link, close an add dialog). */
  afterFailure?: (error: unknown) => unknown;
}

/**
 * The settings cards' save: `saving` is true while `save(work, options)` runs (the button's `loading`), then the
 * localized success or failure toast. Resolves to whether the save succeeded
 * (rejects only when `afterFailure` does).
 */
export function useSave() {
  const [saving, setSaving] = useState(false);
  const save = useCallback(async <T>(work: () => Promise<T>, options: SaveOptions<T>): Promise<boolean> => {
    setSaving(true);
    try {
      const result = await work();
      const success = typeof options.success === 'function' ? options.success(result) : options.success;
      if (success !== undefined) notifications.show({ color: 'teal', message: success });
      await options.afterSuccess?.(result);
      return true;
    } catch (error) {
      const text = typeof options.failure === 'function' ? options.failure(error) : options.failure;
      if (text !== undefined) notifications.show({ color: 'red', message: text });
      await options.afterFailure?.(error);
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, save };
}
