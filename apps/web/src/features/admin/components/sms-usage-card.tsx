import { Paper, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../../../ui/format-date.ts';
import { Heading } from '../../../ui/heading.tsx';
import { MonthSelect } from '../../../ui/month-select.tsx';
import { useBillingMonths, useSmsUsage } from '../api/billing.ts';

/**
 * SMS each client company caused in a month (issue 36): referee SMS reminders and decline notices, sent only with
 * the company's SMS switch on. On screen only: the billing CSV's columns are the spec's.
 */
export function SmsUsageCard() {
  const { t, i18n } = useTranslation('admin');
  const months = useBillingMonths();
  // This month (the first RISK EYES month) and the billed months before it, newest first.
  const offered = [
    ...new Set([...(months.data?.riskMonths ?? []), ...(months.data?.exportMonths ?? [])]),
  ].sort((a, b) => b.localeCompare(a));
  const [month, setMonth] = useState<string | null>(null);
  useEffect(() => {
    if (!month && offered[0]) setMonth(offered[0]);
  }, [month, offered]);
  const usage = useSmsUsage(month);
  const count = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'ja-JP');

  return (
    <Paper withBorder radius="md" p="lg" data-testid="sms-usage">
      <Stack gap="md">
        <div>
          <Heading order={2} title={t('payment.smsTitle')} lead={t('payment.smsLead')} />
        </div>
        <MonthSelect
          label={t('payment.smsMonth')}
          months={offered}
          value={month}
          onChange={setMonth}
          data-testid="sms-month"
        />
        {usage.data && usage.data.companies.length > 0 ? (
          <Table.ScrollContainer minWidth={320}>
            <Table
              striped
              withTableBorder
              fz="sm"
              aria-label={t('payment.smsCaption', { month: formatMonth(usage.data.month, i18n.language) })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('payment.smsCompany')}</Table.Th>
                  <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('payment.smsReminders')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('payment.smsDeclineNotices')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('payment.smsTotal')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {usage.data.companies.map((c) => (
                  <Table.Tr key={c.companyId}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.name}</Table.Td>
                    <Table.Td ta="right">{count(c.reminders)}</Table.Td>
                    <Table.Td ta="right">{count(c.declineNotices)}</Table.Td>
                    <Table.Td ta="right">{count(c.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row" colSpan={3}>
                    {t('payment.smsAll')}
                  </Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {count(usage.data.total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {usage.isError ? t('payment.smsFailed') : usage.data ? t('payment.smsNone') : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
