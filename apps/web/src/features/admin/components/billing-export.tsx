import { Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { MonthSelect } from '../../../ui/month-select.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import {
  type BillingRow,
  billingCsvUrl,
  invoiceCsvUrl,
  useBillingMonths,
  useBillingPreview,
} from '../api/billing.ts';
import { formatYen } from '../format.ts';

/** The month's export: the card batch file and, apart, the invoice companies' file; each with a 20-row preview. */
export function BillingExport() {
  const { t } = useTranslation('admin');
  const months = useBillingMonths();
  const [month, setMonth] = useState<string | null>(null);
  useEffect(() => {
    if (!month && months.data) setMonth(months.data.exportMonths[0] ?? null);
  }, [month, months.data]);
  const preview = useBillingPreview(month);
  const data = preview.data;

  return (
    <SectionCard title={t('payment.exportTitle')} lead={t('payment.exportLead')}>
      <Group align="flex-end" wrap="wrap">
        <MonthSelect
          label={t('payment.month')}
          months={months.data?.exportMonths ?? []}
          value={month}
          onChange={setMonth}
          data-testid="export-month"
        />
        {/* Offered only when there is a file to download (a link has no disabled state of its own). */}
        {month && data && data.total > 0 && (
          <Button
            component="a"
            href={billingCsvUrl(month)}
            download={data.fileName}
            leftSection={<IconDownload size={16} />}
            data-testid="billing-download"
          >
            {t('payment.download')}
          </Button>
        )}
        {data && (
          <Text size="sm" c="gray.7" data-testid="billing-total">
            {t('payment.rows', { count: data.total })}
            {data.total > data.previewRows
              ? ` ・ ${t('payment.previewNote', { count: data.previewRows })}`
              : ''}
          </Text>
        )}
      </Group>
      {preview.isPending && month ? (
        <Skeleton height={200} />
      ) : !data || data.total === 0 ? (
        <Text size="sm" c="gray.7">
          {t('payment.noRows')}
        </Text>
      ) : (
        <RowsTable rows={data.preview} testId="billing-preview" />
      )}
      {data && (
        <Stack gap="sm" data-testid="invoice-section">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <div>
              <Heading
                order={3}
                title={t('payment.invoiceTitle')}
                lead={t('payment.invoiceLead')}
                leadColor="gray.7"
              />
            </div>
            <Group gap="sm">
              <Text size="sm" c="gray.7">
                {t('payment.rows', { count: data.invoice.total })}
              </Text>
              {data.invoice.total > 0 && (
                <Button
                  component="a"
                  variant="default"
                  href={month ? invoiceCsvUrl(month) : undefined}
                  download={data.invoice.fileName}
                  leftSection={<IconDownload size={16} />}
                  data-testid="invoice-download"
                >
                  {t('payment.invoiceDownload')}
                </Button>
              )}
            </Group>
          </Group>
          {data.invoice.total > 0 && <RowsTable rows={data.invoice.preview} testId="invoice-preview" />}
        </Stack>
      )}
    </SectionCard>
  );
}

const COLUMNS = [
  'orderId',
  'memberId',
  'amount',
  'tax',
  'companyName',
  'itemText',
  'breakdownText',
  'reason',
] as const;

function RowsTable({ rows, testId }: { rows: BillingRow[]; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped withTableBorder fz="xs" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{t(`payment.columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.orderId} data-member={row.memberId}>
              <Table.Td>{row.orderId}</Table.Td>
              <Table.Td ff="monospace">{row.memberId}</Table.Td>
              <Table.Td ta="right">{formatYen(row.amount)}</Table.Td>
              <Table.Td ta="right">{formatYen(row.tax)}</Table.Td>
              <Table.Td>{row.companyName}</Table.Td>
              <Table.Td>{row.itemText}</Table.Td>
              <Table.Td>{row.breakdownText}</Table.Td>
              <Table.Td>
                {row.reason ? (
                  <Text fz="xs" fw={600} c="dark.7">
                    {row.reason}
                  </Text>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
