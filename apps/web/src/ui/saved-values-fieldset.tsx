import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A settings form's fields, disabled until the saved values have arrived (useSavedValues returns `ready`): nothing
 * typed before the server's answer can be overwritten by it.
 */
export function SavedValuesFieldset({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <Fieldset variant="unstyled" disabled={!ready} m={0}>
      {children}
    </Fieldset>
  );
}
