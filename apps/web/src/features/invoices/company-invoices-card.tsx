import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { CompanyInvoice } from '@refcheck/domain/schemas/invoices';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMonth } from '../../ui/format-date.ts';
import { SectionCard } from '../../ui/section-card.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { invoicePdfUrl, receiptPdfUrl, useCompanyInvoices } from './api.ts';
import { InvoiceTable } from './invoice-table.tsx';

const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
export const STATUS_COLORS = { unpaid: 'orange', paid: 'teal', corrected: 'gray' } as const;

/**
 * 「請求書・領収書」 in /config (issue 35): the company's invoices, newest month first, with amount, status
 * (未払い / 支払済 / 訂正済), due date and the PDFs of the invoice and its receipts. Main account only.
 */
export function CompanyInvoicesCard({ isSubAccount }: { isSubAccount: boolean }) {
  const { t, i18n } = useTranslation('invoices');
  const { m: message } = useDomainText();
  const list = useCompanyInvoices(!isSubAccount);
  const items = list.data?.items ?? [];
  const due = (invoice: CompanyInvoice) =>
    invoice.dueDate ? formatDate(`${invoice.dueDate}T00:00:00+09:00`, i18n.language) : t('cardCharge');
  return (
    <SectionCard data-testid="company-invoices" title={t('title')} lead={t('lead')}>
      {isSubAccount ? (
        <Text size="sm" c="gray.7">
          {message('company.mainAccountOnly')}
        </Text>
      ) : list.isError ? (
        <Text size="sm" c="red.8">
          {t('loadFailed')}
        </Text>
      ) : list.data && items.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('empty')}
        </Text>
      ) : (
        <InvoiceTable
          minWidth={560}
          verticalSpacing="xs"
          columns={[
            { label: t('month') },
            { label: t('amount'), amount: true },
            { label: t('status') },
            { label: t('dueDate') },
            { label: t('documents') },
          ]}
        >
          <Table.Tbody>
            {items.map((invoice) => {
              const month = formatMonth(invoice.billedMonth, i18n.language);
              return (
                <Table.Tr key={invoice.id} data-testid={`invoice-${invoice.billedMonth}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {month}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {invoice.correctsNumber
                        ? t('correction', { number: invoice.correctsNumber })
                        : invoice.number}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{yen(invoice.total)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[invoice.status]} variant="light" data-testid="invoice-status">
                      {t(`statuses.${invoice.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{due(invoice)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <PdfLink
                        href={invoicePdfUrl(invoice.id)}
                        number={invoice.number}
                        label={t('invoicePdf')}
                        aria-label={t('downloadInvoice', { month, number: invoice.number })}
                        data-testid="invoice-pdf"
                      />
                      {invoice.receipts.map((r) => (
                        <PdfLink
                          key={r.id}
                          href={receiptPdfUrl(r.id)}
                          number={r.number}
                          label={t('receiptPdf')}
                          aria-label={t('downloadReceipt', { number: r.number })}
                          data-testid="receipt-pdf"
                        />
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </InvoiceTable>
      )}
    </SectionCard>
  );
}

/** A download link to a document's PDF, saved as `<number>.pdf`, with a download icon before its label. */
function PdfLink(props: {
  href: string;
  number: string;
  label: string;
  'aria-label': string;
  'data-testid': string;
}) {
  return (
    <Anchor
      href={props.href}
      download={`${props.number}.pdf`}
      size="sm"
      aria-label={props['aria-label']}
      data-testid={props['data-testid']}
    >
      <Group gap={4} wrap="nowrap">
        <IconDownload size={14} aria-hidden />
        {props.label}
      </Group>
    </Anchor>
  );
}
