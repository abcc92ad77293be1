import { Text, Title, type TitleOrder, type TitleSize } from '@mantine/core';
import type { ReactNode } from 'react';

/** The size each heading level has across the app: a page's h1 reads as h2, a card's h2 as h4, a block's h3 as h5. */
const SIZE: Partial<Record<TitleOrder, TitleSize>> = { 1: 'h2', 2: 'h4', 3: 'h5' };

/**
 * A heading and, when given, its lead line in small grey text right after it (both as siblings, so the caller's
 * Stack or div sets the spacing). `size` overrides the level's usual size; `leadColor` the grey.
 */
export function Heading({
  order = 2,
  size,
  title,
  lead,
  leadColor = 'dimmed',
}: {
  order?: TitleOrder;
  size?: TitleSize;
  title: ReactNode;
  lead?: ReactNode;
  leadColor?: string;
}) {
  return (
    <>
      <Title order={order} size={size ?? SIZE[order]}>
        {title}
      </Title>
      {lead !== undefined && (
        <Text size="sm" c={leadColor}>
          {lead}
        </Text>
      )}
    </>
  );
}
