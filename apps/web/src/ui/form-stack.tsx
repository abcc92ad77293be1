import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form laid out as a Stack (gap md unless given) that runs `onSubmit` instead of the browser's submit (Enter or
 * the submit button), for forms kept in React state rather than a Mantine form.
 */
export function FormStack({
  onSubmit,
  children,
  ...stack
}: StackProps & { onSubmit: () => unknown; children: ReactNode }) {
  return (
    <Stack
      component="form"
      gap="md"
      {...stack}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}
