import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ui/heading.tsx';
import { MonthSelect } from '../../ui/month-select.tsx';
import { useSave } from '../../ui/use-save.ts';
import { useErrorText, yen } from './admin-shared.ts';
import { issueMonth, useMonthView } from './api.ts';
import { InvoiceTable } from './invoice-table.tsx';

/** The month view's amount columns, in order. */
const AMOUNTS = ['billed', 'paid', 'unpaid', 'overdue'] as const;

/** Issuing a closed month by hand, and its month view (billed, paid, unpaid, overdue; plan × payment method). */
export function IssueCard({
  months,
  month,
  setMonth,
}: {
  months: string[];
  month: string | null;
  setMonth: (m: string | null) => void;
}) {
  const { t } = useTranslation('invoices');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const view = useMonthView(month);
  const { saving: busy, save } = useSave();
  const issue = async () => {
    if (!month) return;
    await save(() => issueMonth(month), {
      success: (result) => t('admin.issued', { issued: result.issued, already: result.alreadyIssued }),
      afterSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'invoices'] }),
      failure: errorText,
    });
  };
  // The cross table (plan × payment method) with its margins: each plan's rows by method and its subtotal, then
  // the month's rows by method and its total.
  const methods = ['card', 'invoice'] as const;
  type Summary = NonNullable<typeof view.data>['all'];
  const groups: { key: string; label: string; rows: { key: string; label: string; s: Summary }[] }[] = [];
  if (view.data) {
    const data = view.data;
    const zero = { count: 0, amount: 0 };
    const none: Summary = { billed: zero, paid: zero, unpaid: zero, overdue: zero };
    for (const p of data.byPlan) {
      groups.push({
        key: p.plan,
        label: t(`admin.plans.${p.plan}`),
        rows: [
          ...methods.map((m) => ({
            key: m,
            label: t(`admin.methods.${m}`),
            s: data.byPlanAndMethod.find((c) => c.plan === p.plan && c.paymentMethod === m) ?? none,
          })),
          { key: 'subtotal', label: t('admin.subtotal'), s: p },
        ],
      });
    }
    groups.push({
      key: 'all',
      label: t('admin.total'),
      rows: [
        ...methods.map((m) => ({
          key: m,
          label: t(`admin.methods.${m}`),
          s: data.byMethod.find((x) => x.paymentMethod === m) ?? none,
        })),
        { key: 'subtotal', label: t('admin.total'), s: data.all },
      ],
    });
  }
  const cell = (b: { count: number; amount: number }) => (
    <>
      {yen(b.amount)}
      <Text span size="xs" c="gray.7">
        {' '}
        ({t('admin.count', { count: b.count })})
      </Text>
    </>
  );
  return (
    <Paper withBorder radius="md" p="lg" data-testid="invoice-issue">
      <Stack gap="md">
        <div>
          <Heading order={2} title={t('admin.issueTitle')} lead={t('admin.issueLead')} leadColor="gray.7" />
        </div>
        <Group align="flex-end" wrap="wrap">
          <MonthSelect
            label={t('admin.issueMonth')}
            months={months}
            value={month}
            onChange={setMonth}
            data-testid="invoice-month"
          />
          <Button
            loading={busy}
            disabled={!month}
            onClick={() => void issue()}
            data-testid="invoice-issue-button"
          >
            {t('admin.issue')}
          </Button>
        </Group>
        <Heading order={3} title={t('admin.monthTitle')} />
        <InvoiceTable
          minWidth={640}
          withColumnBorders
          data-testid="invoice-month-view"
          columns={[
            { label: t('admin.planCol') },
            { label: t('admin.methodCol') },
            { label: t('admin.billed'), amount: true },
            { label: t('admin.paidCol'), amount: true },
            { label: t('admin.unpaid'), amount: true },
            { label: t('admin.overdueCol'), amount: true },
          ]}
        >
          {groups.map((g) => (
            <Table.Tbody key={g.key} data-testid={`month-view-${g.key}`}>
              {g.rows.map((r, i) => {
                const strong = r.key === 'subtotal' ? 700 : 400;
                return (
                  <Table.Tr key={r.key} bg={r.key === 'subtotal' ? 'gray.0' : undefined}>
                    {i === 0 && (
                      <Table.Th
                        scope="rowgroup"
                        rowSpan={g.rows.length}
                        fw={700}
                        style={{ verticalAlign: 'top' }}
                      >
                        {g.label}
                      </Table.Th>
                    )}
                    <Table.Th scope="row" fw={strong}>
                      {r.label}
                    </Table.Th>
                    {AMOUNTS.map((k) => (
                      <Table.Td key={k} ta="right" fw={strong}>
                        {cell(r.s[k])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          ))}
        </InvoiceTable>
      </Stack>
    </Paper>
  );
}
