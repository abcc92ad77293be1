import { Paper, type PaperProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Heading } from './heading.tsx';

/**
 * A bordered card of a settings or admin page: its heading (h2), a lead line in a readable grey, then the content.
 * `data-testid` and the other Paper props go to the card.
 */
export function SectionCard({
  title,
  lead,
  children,
  ...paper
}: PaperProps & { title: ReactNode; lead: ReactNode; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Paper withBorder radius="md" p="lg" {...paper}>
      <Stack gap="md">
        <div>
          <Heading order={2} title={title} lead={lead} leadColor="gray.7" />
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
