import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card of a public page (login, sign-up, 404). */
export function PublicCard({ children, maw = 460, ...props }: PaperProps & { children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={maw} {...props}>
      {children}
    </Paper>
  );
}
