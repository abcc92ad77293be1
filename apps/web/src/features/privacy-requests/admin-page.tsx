/** /admin/privacy-requests (operator): erasure requests a company left unanswered past their due date. */
import { Badge, Table } from '@mantine/core';
import type { MessageKey } from '@refcheck/domain/messages/index';
import { currentLanguage } from '../../i18n/index.ts';
import { formatDate, formatDateTime } from '../../ui/format-date.ts';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useEscalatedPrivacyRequests } from './api.ts';
import { RequestsTable } from './requests-table.tsx';

export function AdminPrivacyRequestsPage() {
  const { m } = useDomainText();
  const lang = currentLanguage();
  return (
    <RequestsTable
      lead="privacy.adminLead"
      empty="privacy.adminEmpty"
      list={useEscalatedPrivacyRequests()}
      minWidth={640}
      columns={[
        'privacy.colCompany',
        'privacy.colReceived',
        'privacy.colDue',
        'privacy.escalated',
        'privacy.colStatus',
      ]}
      row={(row) => (
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
      )}
    />
  );
}
