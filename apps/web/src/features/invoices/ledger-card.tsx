import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import type { LedgerItem } from '@refcheck/domain/schemas/invoices';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../ui/format-date.ts';
import { Heading } from '../../ui/heading.tsx';
import { yen } from './admin-shared.ts';
import { adminInvoicePdfUrl, type LedgerSearch, ledgerQuery, useLedger } from './api.ts';
import { STATUS_COLORS } from './company-invoices-card.tsx';
import { CorrectionModal } from './correction-modal.tsx';
import { InvoiceTable } from './invoice-table.tsx';
import { PaymentModal } from './payment-modal.tsx';

const SEARCH_FIELDS = ['issuedFrom', 'issuedTo', 'amountMin', 'amountMax', 'counterparty'] as const;

/** The invoice ledger: search (電子帳簿保存法), CSV, the PDFs, and 入金消込 per row. */
export function LedgerCard() {
  const { t, i18n } = useTranslation('invoices');
  const [draft, setDraft] = useState<LedgerSearch>({ page: 1 });
  const [search, setSearch] = useState<LedgerSearch>({ page: 1 });
  const [paying, setPaying] = useState<LedgerItem | null>(null);
  const [correcting, setCorrecting] = useState<LedgerItem | null>(null);
  const ledger = useLedger(search);
  const data = ledger.data;
  const csvUrl = `/api/admin/invoices/ledger.csv?${new URLSearchParams(
    ledgerQuery({ ...search, page: 1 }) as Record<string, string>,
  )}`;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="invoice-ledger">
      <Stack gap="md">
        <div>
          <Heading order={2} title={t('admin.ledgerTitle')} lead={t('admin.ledgerLead')} leadColor="gray.7" />
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setSearch({ ...draft, page: 1 });
          }}
        >
          <Group align="flex-end" wrap="wrap">
            {SEARCH_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`admin.${field}`)}
                type={field.startsWith('issued') ? 'date' : field.startsWith('amount') ? 'number' : 'text'}
                inputMode={field.startsWith('amount') ? 'numeric' : undefined}
                w={{ base: '100%', xs: field === 'counterparty' ? 220 : 160 }}
                value={draft[field] ?? ''}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  setDraft((d) => ({ ...d, [field]: next }));
                }}
                data-testid={`ledger-${field}`}
              />
            ))}
            <Button type="submit" leftSection={<IconSearch size={16} />} data-testid="ledger-search">
              {t('admin.search')}
            </Button>
            <Button
              component="a"
              href={csvUrl}
              download="invoice-ledger.csv"
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              {t('admin.csv')}
            </Button>
          </Group>
        </form>
        {ledger.isError && (
          <Text size="sm" c="red.8">
            {t('loadFailed')}
          </Text>
        )}
        {data && (
          <>
            <Text size="sm" data-testid="ledger-total">
              {t('admin.results', { total: data.total })}
            </Text>
            <InvoiceTable
              minWidth={860}
              striped
              columns={[
                { label: t('number') },
                { label: t('admin.issuedAt') },
                { label: t('admin.recipient') },
                { label: t('month') },
                { label: t('amount'), amount: true },
                { label: t('admin.paid'), amount: true },
                { label: t('status') },
                { label: t('documents') },
              ]}
            >
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.id} data-testid={`ledger-row-${item.number}`}>
                    <Table.Td>
                      {item.number}
                      {item.correctsNumber && (
                        <Text size="xs" c="gray.7" data-testid="ledger-corrects">
                          {t('admin.correctionOf', { number: item.correctsNumber })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{formatDate(item.issuedAt, i18n.language)}</Table.Td>
                    <Table.Td>{item.recipientName}</Table.Td>
                    <Table.Td>{formatMonth(item.billedMonth, i18n.language)}</Table.Td>
                    <Table.Td ta="right">{yen(item.total)}</Table.Td>
                    <Table.Td ta="right">{yen(item.paidAmount)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Badge color={STATUS_COLORS[item.status]} variant="light">
                          {t(`statuses.${item.status}`)}
                        </Badge>
                        {item.overdue && (
                          <Badge color="red" variant="filled">
                            {t('admin.overdue')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Anchor href={adminInvoicePdfUrl(item.id)} download={`${item.number}.pdf`} size="sm">
                          PDF
                        </Anchor>
                        {item.status === 'unpaid' && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() => setPaying(item)}
                            data-testid="ledger-mark-paid"
                          >
                            {t('admin.markPaid')}
                          </Button>
                        )}
                        {item.status !== 'corrected' && (
                          <Button
                            size="compact-sm"
                            variant="default"
                            onClick={() => setCorrecting(item)}
                            aria-label={t('admin.correctAria', { number: item.number })}
                            data-testid="ledger-correct"
                          >
                            {t('admin.correct')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </InvoiceTable>
            {pages > 1 && (
              <Group>
                <Button
                  variant="default"
                  size="compact-sm"
                  disabled={search.page <= 1}
                  onClick={() => setSearch((s) => ({ ...s, page: s.page - 1 }))}
                >
                  {t('admin.prev')}
                </Button>
                <Text size="sm">
                  {search.page} / {pages}
                </Text>
                <Button
                  variant="default"
                  size="compact-sm"
                  disabled={search.page >= pages}
                  onClick={() => setSearch((s) => ({ ...s, page: s.page + 1 }))}
                >
                  {t('admin.next')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <PaymentModal invoice={paying} onClose={() => setPaying(null)} />
      <CorrectionModal invoice={correcting} onClose={() => setCorrecting(null)} />
    </Paper>
  );
}
