import '../styles.ts';
import { Button, FileInput, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { formatDateTime, formatMonth } from '../../../ui/format-date.ts';
import { Heading } from '../../../ui/heading.tsx';
import { MonthSelect } from '../../../ui/month-select.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useRouteTitle } from '../../../ui/use-route-title.ts';
import { useSave } from '../../../ui/use-save.ts';
import { AdminInvoices } from '../../invoices/index.ts';
import { ProvisionExportCard } from '../../privacy-records/index.ts';
import {
  billingKeys,
  previewRiskUsage,
  type RiskUsage,
  uploadRiskUsage,
  useBillingMonths,
} from '../api/billing.ts';
import { BillingExport } from '../components/billing-export.tsx';
import { CardResultsUpload } from '../components/card-results-upload.tsx';
import { SmsUsageCard } from '../components/sms-usage-card.tsx';
import { formatYen } from '../format.ts';

/**
 * /admin/payment: the monthly billing CSV export (card batch and invoice companies), the card batch's result upload
 * and the RISK EYES usage upload (spec 2, 8, 9), the SMS each company sent (issue 36), the invoices (issuer, issue,
 * month view, ledger: issue 35), and the records of provision's export (issue 23).
 */
export function PaymentPage() {
  const title = useRouteTitle();
  const months = useBillingMonths();
  return (
    <Stack gap="lg">
      <Heading order={1} title={title} />
      <BillingExport />
      <CardResultsUpload />
      <RiskUsageUpload />
      <SmsUsageCard />
      <AdminInvoices months={months.data?.exportMonths ?? []} />
      <ProvisionExportCard operator />
    </Stack>
  );
}

/** riskeyes2503.csv → 202503 when that month is offered. */
function monthOfFileName(name: string, offered: string[]): string | null {
  const m = /^riskeyes(\d{4})\.csv$/i.exec(name);
  return m ? (offered.find((month) => month.slice(2) === m[1]) ?? null) : null;
}

function RiskUsageUpload() {
  const { t, i18n } = useTranslation('admin');
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const months = useBillingMonths();
  const offered = months.data?.riskMonths ?? [];
  const [month, setMonth] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<RiskUsage | null>(null);
  const { saving: busy, save } = useSave();
  useEffect(() => {
    if (!month && offered[0]) setMonth(offered[1] ?? offered[0]);
  }, [month, offered]);

  const failure = (error: unknown) =>
    isApiError(error) && error.code === 'csvParseFailed'
      ? message('admin.csvParseFailed')
      : message('admin.csvUploadFailed');

  const choose = async (next: File | null) => {
    setFile(next);
    setResult(null);
    if (!next) return;
    const fromName = monthOfFileName(next.name, offered);
    const target = fromName ?? month;
    if (fromName) setMonth(fromName);
    if (!target) return;
    await save(async () => setResult(await previewRiskUsage(target, next)), { failure });
  };
  const upload = async () => {
    if (!file || !month) return;
    await save(async () => setResult(await uploadRiskUsage(month, file)), {
      success: message('admin.csvUploadComplete'),
      afterSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: billingKeys.months });
        await queryClient.invalidateQueries({ queryKey: ['admin', 'billing', 'export'] });
      },
      failure,
    });
  };
  const yymm = (month ?? '').slice(2);

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Heading order={2} title={t('payment.uploadTitle')} lead={t('payment.uploadLead')} />
        </div>
        <Group align="flex-end" wrap="wrap">
          <MonthSelect
            label={t('payment.uploadMonth')}
            months={offered}
            value={month}
            onChange={(value) => {
              setMonth(value);
              setResult(null);
              setFile(null);
            }}
            data-testid="risk-month"
          />
          <FileInput
            label={t('payment.file')}
            placeholder={t('payment.filePlaceholder', { yymm })}
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={(f) => void choose(f)}
            w={{ base: '100%', sm: 280 }}
            clearable
            data-testid="risk-file"
          />
          <Button
            leftSection={<IconUpload size={16} />}
            disabled={!result || result.uploadedAt !== null}
            loading={busy}
            onClick={() => void upload()}
            data-testid="risk-upload"
          >
            {t('payment.upload')}
          </Button>
        </Group>
        {result && (
          <Stack gap="xs" data-testid="risk-preview">
            <Text size="sm">
              {t('payment.fileName', { name: result.fileName })} ・{' '}
              {t('payment.summary', {
                rows: result.rows,
                users: result.userCount,
                total: formatYen(result.total),
              })}
            </Text>
            <Table.ScrollContainer minWidth={320}>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('payment.userId')}</Table.Th>
                    <Table.Th ta="right">{t('payment.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.preview.map((u) => (
                    <Table.Tr key={u.userId}>
                      <Table.Td>{u.userId}</Table.Td>
                      <Table.Td ta="right">{formatYen(u.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        <div>
          <Text size="sm" fw={500}>
            {t('payment.uploaded')}
          </Text>
          {months.data && months.data.uploaded.length > 0 ? (
            months.data.uploaded.map((u) => (
              <Text size="sm" c="dimmed" key={u.month}>
                {t('payment.uploadedLine', {
                  month: formatMonth(u.month, i18n.language),
                  users: u.users,
                  total: formatYen(u.total),
                  at: formatDateTime(u.uploadedAt, i18n.language),
                })}
              </Text>
            ))
          ) : (
            <Text size="sm" c="dimmed">
              {t('payment.noUploads')}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
