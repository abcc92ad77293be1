import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import { Alert, Button, Group, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import {
  DATE_RANGE_SHORTCUTS,
  type DateRange,
  dateRangeShortcut,
  defaultStatsRange,
  matchingShortcut,
  STATS_REST_KEY,
  type StatsSeries,
  statsLabel,
} from '@refcheck/domain/rules/talent-stats';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../../i18n/languages.ts';
import { CHART_COLORS, CHART_REST_COLOR, EVALUATION_CHART_COLORS } from '../../../ui/theme.ts';
import { type StatsSlice, useTalentStats } from '../api/get-talent-stats.ts';
import classes from '../stats.module.css';
import { StatsCard, type StatsCardItem } from './stats-card.tsx';

const DAYJS_LOCALE: Record<Language, string> = { jp: 'ja', en: 'en', cn: 'zh-cn' };
/** Dates as the spec shows them: YYYY年MM月DD日 in jp, DD/MM/YYYY otherwise. */
const DATE_FORMAT: Record<Language, string> = { jp: 'YYYY年MM月DD日', en: 'DD/MM/YYYY', cn: 'DD/MM/YYYY' };
const MONTH_LABEL: Record<Language, string> = { jp: 'YYYY年M月', en: 'MMMM YYYY', cn: 'YYYY年M月' };

/** Site and occupation slices cycle through the six chart colours; the grouped rest (その他) is gray. */
function cycled(series: StatsSeries, slices: StatsSlice[], lang: Language): StatsCardItem[] {
  return slices.map((slice, i) => ({
    key: slice.key,
    label: statsLabel(series, slice.key, lang),
    count: slice.count,
    color: slice.key === STATS_REST_KEY ? CHART_REST_COLOR : CHART_COLORS[i % CHART_COLORS.length]!,
  }));
}

/**
 * The dashboard's graph header: candidates registered in a date range by application site, evaluation (A–E, 離,
 * 未) and occupation, with a range picker and the yesterday / last week / last month shortcuts.
 */
export function StatsHeader() {
  const { t, i18n } = useTranslation('candidates');
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'jp';
  const [range, setRange] = useState<DateRange>(() => defaultStatsRange(new Date()));
  // The picker's own value: the first click of a new range leaves `to` empty until the second.
  const [draft, setDraft] = useState<[string | null, string | null]>([range.from, range.to]);
  const stats = useTalentStats(range);
  const data = stats.data;
  const active = matchingShortcut(range, new Date());

  const apply = (next: DateRange) => {
    setRange(next);
    setDraft([next.from, next.to]);
  };

  const evaluation = data?.byEvaluation.map((slice) => ({
    key: slice.key,
    label: statsLabel('evaluation', slice.key, lang),
    count: slice.count,
    color: EVALUATION_CHART_COLORS[slice.key],
  }));

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="stats-title"
      data-testid="stats-header"
    >
      <div className={classes.header}>
        <div>
          <Title order={2} size="h4" id="stats-title">
            {t('stats.title')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="stats-total">
            {t('stats.summary', { count: data?.total ?? 0 })}
          </Text>
        </div>
        <div className={classes.filters}>
          <Group gap={6} wrap="nowrap" role="group" aria-label={t('stats.shortcuts')}>
            {DATE_RANGE_SHORTCUTS.map((shortcut) => (
              <Button
                key={shortcut}
                size="xs"
                variant={active === shortcut ? 'filled' : 'default'}
                aria-pressed={active === shortcut}
                onClick={() => apply(dateRangeShortcut(shortcut, new Date()))}
              >
                {t(`stats.shortcut.${shortcut}`)}
              </Button>
            ))}
          </Group>
          {/* Named by its label and the dates it shows (axe label-content-name-mismatch: an aria-label alone hid the
              visible dates from the name, and from voice control users who say what they see). */}
          <VisuallyHidden id="stats-range-label">{t('stats.range')}</VisuallyHidden>
          <DatesProvider settings={{ locale: DAYJS_LOCALE[lang], firstDayOfWeek: 1 }}>
            <DatePickerInput
              type="range"
              size="xs"
              className={classes.range}
              id="stats-range"
              aria-labelledby="stats-range-label stats-range"
              leftSection={<IconCalendar size={16} stroke={1.5} />}
              valueFormat={DATE_FORMAT[lang]}
              monthLabelFormat={MONTH_LABEL[lang]}
              allowSingleDateInRange
              value={draft}
              onChange={(value) => {
                const [from, to] = value;
                setDraft([from, to]);
                if (from && to) setRange({ from, to });
              }}
              popoverProps={{
                onClose: () => setDraft((d) => (d[0] && d[1] ? d : [range.from, range.to])),
              }}
              data-testid="stats-range"
            />
          </DatesProvider>
        </div>
      </div>
      {stats.isError && (
        <Alert color="red" mt="md">
          {t('stats.loadFailed')}
        </Alert>
      )}
      <div className={classes.cards}>
        <StatsCard
          series="site"
          title={t('stats.site')}
          items={data && cycled('site', data.bySite, lang)}
          total={data?.total ?? 0}
        />
        <StatsCard
          series="evaluation"
          title={t('stats.evaluation')}
          items={evaluation}
          total={data?.total ?? 0}
          note={t('stats.evaluationNote')}
        />
        <StatsCard
          series="occupation"
          title={t('stats.occupation')}
          items={data && cycled('occupation', data.byOccupation, lang)}
          total={data?.total ?? 0}
        />
      </div>
    </Paper>
  );
}
