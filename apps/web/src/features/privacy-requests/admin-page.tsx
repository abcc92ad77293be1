/** /admin/privacy-requests (operator): erasure requests a company left unanswered past their due date. */
import { Alert, Badge, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { MessageKey } from '@refcheck/domain/messages/index';
import { useDomainMessage } from '../../i18n/domain-messages.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { formatDate, formatDateTime } from '../../ui/format-date.ts';
import { useRouteTitle } from '../../ui/use-route-title.ts';
import { useEscalatedPrivacyRequests } from './api.ts';

export function AdminPrivacyRequestsPage() {
  const m = useDomainMessage();
  const title = useRouteTitle();
  const lang = currentLanguage();
  const list = useEscalatedPrivacyRequests();
  const rows = list.data ?? [];
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {m('privacy.adminLead')}
        </Text>
      </div>
      <Paper withBorder radius="md" p="md">
        {list.isPending ? (
          <Skeleton h={120} />
        ) : list.isError ? (
          <Alert color="red">{String(list.error)}</Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{m('privacy.adminEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m('privacy.colCompany')}</Table.Th>
                  <Table.Th>{m('privacy.colReceived')}</Table.Th>
                  <Table.Th>{m('privacy.colDue')}</Table.Th>
                  <Table.Th>{m('privacy.escalated')}</Table.Th>
                  <Table.Th>{m('privacy.colStatus')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{row.companyName}</Table.Td>
                    <Table.Td>{formatDate(row.createdAt, lang)}</Table.Td>
                    <Table.Td>{formatDate(row.dueAt, lang)}</Table.Td>
                    <Table.Td>{row.escalatedAt ? formatDateTime(row.escalatedAt, lang) : ''}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={row.status === 'pending' ? 'red' : 'gray'}>
                        {m(`privacy.status_${row.status}` as MessageKey)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
