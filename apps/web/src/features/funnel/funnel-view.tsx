/** The funnel's summary, bars and step table (company and operator pages share it). */
import { BarChart } from '@mantine/charts';
import {
  Alert,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { FunnelSummary } from '@refcheck/domain/schemas/referee-decline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunnelRange } from './api.ts';

export const pct = (v: number | null) => (v === null ? '—' : `${Math.round(v * 1000) / 10}%`);

export function useDuration() {
  const { t } = useTranslation('funnel');
  return (hours: number | null) =>
    hours === null
      ? '—'
      : hours >= 48
        ? t('days', { count: Math.round((hours / 24) * 10) / 10 })
        : t('hours', { count: hours });
}

/** The frame both funnel pages share: the title, the date range, the failure and loading states, then the page's own
 * content once the funnel has arrived. */
export function FunnelFrame<T extends FunnelSummary>(props: {
  title: string;
  range: FunnelRange;
  onRange: (r: FunnelRange) => void;
  query: { data?: T; isPending: boolean; error: unknown };
  /** More filters beside the range (the company page's relationship and recruiter). */
  filters?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('funnel');
  const { data, isPending, error } = props.query;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {props.title}
      </Title>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <RangeInputs range={props.range} onChange={props.onRange} />
        {props.filters}
      </Group>
      {error ? <Alert color="red">{t('failed')}</Alert> : null}
      {isPending && <Skeleton h={300} />}
      {data && (
        <>
          <FunnelSummaryView data={data} />
          {props.children(data)}
        </>
      )}
    </Stack>
  );
}

export function RangeInputs({ range, onChange }: { range: FunnelRange; onChange: (r: FunnelRange) => void }) {
  const { t } = useTranslation('funnel');
  return (
    <Group gap="sm" wrap="wrap">
      <TextInput
        type="date"
        label={t('from')}
        value={range.from}
        onChange={(e) => e.currentTarget.value && onChange({ ...range, from: e.currentTarget.value })}
        data-testid="funnel-from"
      />
      <TextInput
        type="date"
        label={t('to')}
        value={range.to}
        onChange={(e) => e.currentTarget.value && onChange({ ...range, to: e.currentTarget.value })}
        data-testid="funnel-to"
      />
    </Group>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Bars are a picture of the table below them (the text alternative), hidden from assistive technology. */
export function FunnelSummaryView({ data }: { data: FunnelSummary }) {
  const { t } = useTranslation('funnel');
  const duration = useDuration();
  const bars = data.steps.map((s) => ({ step: t(`steps.${s.step}`), count: s.count }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label={t('checks')} value={String(data.checks)} testId="funnel-checks" />
        <Stat label={t('completionRate')} value={pct(data.completionRateByDeadline)} testId="funnel-rate" />
        <Stat label={t('median')} value={duration(data.medianHours)} testId="funnel-median" />
        <Stat label={t('p90')} value={duration(data.p90Hours)} testId="funnel-p90" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('stepsTitle')}
        </Title>
        <div aria-hidden="true">
          <BarChart
            h={220}
            data={bars}
            dataKey="step"
            series={[{ name: 'count', label: t('count'), color: 'brand.6' }]}
            tickLine="none"
            withTooltip={false}
            barChartProps={{ accessibilityLayer: false }}
          />
        </div>
        <Table.ScrollContainer minWidth={320}>
          <Table data-testid="funnel-steps">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('step')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('count')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('conversion')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.steps.map((s) => (
                <Table.Tr key={s.step} data-step={s.step}>
                  <Table.Th scope="row" fw={500}>
                    {t(`steps.${s.step}`)}
                  </Table.Th>
                  <Table.Td ta="right">{s.count}</Table.Td>
                  <Table.Td ta="right">{pct(s.conversion)}</Table.Td>
                </Table.Tr>
              ))}
              {(['declined', 'replaced', 'expired'] as const).map((k) => (
                <Table.Tr key={k} data-step={k}>
                  <Table.Th scope="row" fw={500}>
                    {t(`exits.${k}`)}
                  </Table.Th>
                  <Table.Td ta="right" data-testid={`funnel-exit-${k}`}>
                    {data.exits[k]}
                  </Table.Td>
                  <Table.Td />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
