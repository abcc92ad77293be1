/**
 * The frame both request lists share (the company's queue and the operator's overdue list): the page title and its
 * lead, then the list's loading, failure, empty and table states. The caller gives the header cells and the rows.
 */
import { Alert, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { MessageKey } from '@refcheck/domain/messages/index';
import type { ReactNode } from 'react';
import { Heading } from '../../ui/heading.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useRouteTitle } from '../../ui/use-route-title.ts';

export function RequestsTable<Row>(props: {
  lead: MessageKey;
  empty: MessageKey;
  list: { isPending: boolean; isError: boolean; data?: Row[] };
  minWidth: number;
  columns: MessageKey[];
  row: (row: Row) => ReactNode;
  children?: ReactNode;
}) {
  const { m } = useDomainText();
  const title = useRouteTitle();
  const rows = props.list.data ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Heading order={1} title={title} lead={m(props.lead)} />
      </div>
      <Paper withBorder radius="md" p="md">
        {props.list.isPending ? (
          <Skeleton h={120} />
        ) : props.list.isError ? (
          <Alert color="red">{m('privacy.loadFailed')}</Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{m(props.empty)}</Text>
        ) : (
          <Table.ScrollContainer minWidth={props.minWidth}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  {props.columns.map((c) => (
                    <Table.Th key={c}>{m(c)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{rows.map(props.row)}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {props.children}
    </Stack>
  );
}
