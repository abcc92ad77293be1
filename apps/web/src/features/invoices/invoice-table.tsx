import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column of an invoice table: its header, right-aligned when it holds amounts. */
export interface InvoiceColumn {
  label: ReactNode;
  amount?: boolean;
}

/**
 * The invoice screens' table: small text, bordered, scrolling sideways below `minWidth`, a header row of column
 * headers (`scope="col"`), then the body or bodies given as children. Other props go to the Table.
 */
export function InvoiceTable({
  minWidth,
  columns,
  children,
  ...table
}: TableProps & { minWidth: number; columns: InvoiceColumn[]; children: ReactNode; 'data-testid'?: string }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table fz="sm" withTableBorder {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the header row is fixed; a column is its place
              <Table.Th key={i} scope="col" ta={column.amount ? 'right' : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {children}
      </Table>
    </Table.ScrollContainer>
  );
}
