import { type MantineSpacing, Paper, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Heading } from './heading.tsx';
import { SavedValuesFieldset } from './saved-values-fieldset.tsx';

/**
 * A settings card that is one form over saved values: the bordered card, the form (the Mantine form's `onSubmit`
 * handler, no browser validation), its fields disabled until the saved values have arrived (`ready`, from
 * useSavedValues), stacked within `maw` under the card's heading (h2) and its lead when given.
 */
export function SavedSettingsCard({
  title,
  lead,
  ready,
  onSubmit,
  maw = 520,
  gap = 'sm',
  children,
  'data-testid': testId,
}: {
  title: ReactNode;
  lead?: ReactNode;
  ready: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  maw?: number;
  gap?: MantineSpacing;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <form onSubmit={onSubmit} noValidate>
        <SavedValuesFieldset ready={ready}>
          <Stack gap={gap} maw={maw}>
            <Heading order={2} title={title} lead={lead} />
            {children}
          </Stack>
        </SavedValuesFieldset>
      </form>
    </Paper>
  );
}
