import { DonutChart } from '@mantine/charts';
import { Box, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconChartDonut } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { colorVar } from '../../../ui/theme.ts';
import classes from '../stats.module.css';

export interface StatsCardItem {
  key: string;
  label: string;
  count: number;
  color: string;
}

interface StatsCardProps {
  /** `site`, `evaluation` or `occupation`: the card's test id and heading id. */
  series: string;
  title: string;
  items: StatsCardItem[] | undefined;
  total: number;
  note?: string;
}

const DONUT_SIZE = 120;
/**
 * The donut is a picture of the legend beside it (the text alternative: each label with its count), hidden from
 * assistive technology; recharts' keyboard layer would leave focusable parts inside the hidden chart.
 */
const HIDDEN_CHART = { accessibilityLayer: false, tabIndex: -1 } as const;

/** One donut of the graph header with its legend (label and count per slice), a skeleton and an empty state. */
export function StatsCard({ series, title, items, total, note }: StatsCardProps) {
  const { t } = useTranslation('candidates');
  const headingId = `stats-${series}-title`;
  const slices = (items ?? [])
    .filter((item) => item.count > 0)
    .map((item) => ({ name: item.label, value: item.count, color: item.color }));
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      aria-labelledby={headingId}
      data-testid={`stats-${series}`}
    >
      <Title order={3} size="h5" id={headingId} className={classes.cardTitle}>
        {title}
      </Title>
      {items === undefined ? (
        <div className={classes.body}>
          <Skeleton circle height={DONUT_SIZE} />
          <Box className={classes.legend}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={14} mb={10} width={`${80 - i * 12}%`} />
            ))}
          </Box>
        </div>
      ) : total === 0 ? (
        <div className={classes.body}>
          <DonutChart
            size={DONUT_SIZE}
            thickness={16}
            data={[{ name: 'empty', value: 1, color: 'gray.2' }]}
            withTooltip={false}
            chartLabel={t('stats.total', { count: 0 })}
            classNames={{ label: classes.donutLabel }}
            strokeWidth={0}
            pieProps={{ isAnimationActive: false, rootTabIndex: -1 }}
            pieChartProps={HIDDEN_CHART}
            aria-hidden
          />
          <Box className={classes.empty} data-testid="stats-empty">
            <IconChartDonut size={22} stroke={1.5} color="var(--mantine-color-gray-5)" />
            <Text size="sm" c="dimmed">
              {t('stats.empty')}
            </Text>
          </Box>
        </div>
      ) : (
        <div className={classes.body}>
          <DonutChart
            classNames={{ label: classes.donutLabel }}
            size={DONUT_SIZE}
            thickness={16}
            paddingAngle={slices.length > 1 ? 2 : 0}
            strokeWidth={slices.length > 1 ? 1 : 0}
            data={slices}
            chartLabel={t('stats.total', { count: total })}
            tooltipDataSource="segment"
            startAngle={90}
            endAngle={-270}
            pieProps={{ rootTabIndex: -1 }}
            pieChartProps={HIDDEN_CHART}
            aria-hidden
          />
          <ul className={classes.legend} aria-label={title}>
            {items.map((item) => (
              <li
                key={item.key}
                className={classes.legendItem}
                data-key={item.key}
                data-zero={item.count === 0}
              >
                <span className={classes.swatch} style={{ background: colorVar(item.color) }} />
                <Text component="span" size="sm" className={classes.legendLabel} title={item.label}>
                  {item.label}
                </Text>
                <Text component="span" size="sm" fw={600} className={classes.legendCount} data-testid="count">
                  {item.count}
                </Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      {note && (
        <Text size="xs" c="dimmed" mt="sm">
          {note}
        </Text>
      )}
    </Paper>
  );
}
