import { Card, Group, Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list of records with a menu each: a table on a wide screen (`head` labels, the row's cells from `cells`, the
 * menu in a last, unlabelled column `menuWidth` wide), a stack of cards on a narrow one (the card's content from
 * `card`, the menu at its right).
 */
export function TableOrCards<T extends { id: string }>(props: {
  wide: boolean;
  rows: T[];
  head: ReactNode[];
  cells: (row: T) => ReactNode;
  card: (row: T) => ReactNode;
  menu: (row: T) => ReactNode;
  menuWidth?: number;
}) {
  const { rows, menu } = props;
  if (!props.wide) {
    return (
      <Stack gap="sm">
        {rows.map((row) => (
          <Card key={row.id} withBorder padding="md">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              {props.card(row)}
              {menu(row)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped highlightOnHover withTableBorder bg="var(--mantine-color-body)">
      <Table.Thead>
        <Table.Tr>
          {props.head.map((label, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the header row is fixed; a column is its place
            <Table.Th key={i}>{label}</Table.Th>
          ))}
          <Table.Th w={props.menuWidth} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            {props.cells(row)}
            <Table.Td>{menu(row)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
