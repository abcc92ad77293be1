import { Table, type TableProps, type TableScrollContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways below `minWidth` (and down past `maxHeight`): an optional caption, one header row of
 * plain cells from `head`, then the body rows given as children. Other props go to the Table.
 */
export function ScrollTable({
  minWidth,
  maxHeight,
  mah,
  caption,
  head,
  children,
  ...table
}: TableProps &
  Pick<TableScrollContainerProps, 'minWidth' | 'maxHeight' | 'mah'> & {
    caption?: ReactNode;
    head?: ReactNode[];
    children: ReactNode;
    'data-testid'?: string;
  }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} mah={mah}>
      <Table {...table}>
        {caption !== undefined && <Table.Caption>{caption}</Table.Caption>}
        {head && (
          <Table.Thead>
            <Table.Tr>
              {head.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the header row is fixed; a column is its place
                <Table.Th key={i}>{cell}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
