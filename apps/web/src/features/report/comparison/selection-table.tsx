/**
 * The selection answers side by side: a real table, one column per referee (name, relationship, time worked
 * together), grouped by the seven categories (a category row with its grade and each referee's own score), each
 * answer a coloured level chip with its text, reversed questions and divergences marked. Cells are focus targets of
 * the highlights (tabindex −1, an id each).
 */
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { EVALUATION_CATEGORIES, type EvaluationCategory } from '@refcheck/domain/enums';
import {
  EVALUATION_CATEGORY_LABELS,
  RELATIONSHIP_LABELS,
  TIME_WORKING_TOGETHER_LABELS,
} from '@refcheck/domain/lists/enum-labels';
import { AGREEMENT_SCALE_LABELS } from '@refcheck/domain/questions/scale';
import { HIGHLIGHT_TEXTS } from '@refcheck/domain/rules/highlight-texts';
import { refereeCategoryScores } from '@refcheck/domain/rules/scoring';
import { IconArrowsDiff } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import type { Report } from '../api/get-report.ts';
import { GradeBadge } from '../components/evaluation.tsx';
import classes from './comparison.module.css';
import { cellId, chipColor, formatMonth, polarityOf } from './model.ts';

const lookup = (table: Record<string, Record<string, string>>, value: string, lang: string) =>
  table[value]?.[lang] ?? value;

export function SelectionTable({
  report,
  numbers,
}: {
  report: Report;
  numbers: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('comparison');
  const { t: tr } = useTranslation('report');
  const lang = currentLanguage();
  const texts = HIGHLIGHT_TEXTS[lang];
  const selections = report.questions.filter((q) => q.kind === 'selection');
  const diverging = new Set(
    report.highlights.filter((h) => h.kind === 'divergence').map((h) => h.questionKey),
  );
  const scored = selections.map((q) => ({
    key: q.key,
    category: q.category as EvaluationCategory,
    polarity: polarityOf(q),
  }));
  const scores = report.referees.map((r) => refereeCategoryScores(scored, r.selections));
  const grades = new Map(report.categories.map((c) => [c.category, c.grade]));
  const style = { '--referees': report.referees.length } as CSSProperties;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" hiddenFrom="sm">
        {t('scrollHint')}
      </Text>
      <section
        className={classes.scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways is reached by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label={t('tableLabel')}
        data-testid="comparison-scroller"
      >
        <table className={classes.table} style={style} data-testid="comparison-table">
          <VisuallyHidden component="caption">{t('tableLabel')}</VisuallyHidden>
          <thead className={classes.head}>
            <tr>
              <th scope="col" className={classes.stickyCol}>
                {t('question')}
              </th>
              {report.referees.map((r) => (
                <th scope="col" key={r.id} data-testid={`comparison-referee-${r.id}`}>
                  <Text fw={700} size="sm">
                    {r.name}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {lookup(RELATIONSHIP_LABELS, r.relationship, lang)}・
                    {lookup(TIME_WORKING_TOGETHER_LABELS, r.timeWorkingTogether, lang)}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400}>
                    {formatMonth(r.period.from, lang)}〜
                    {r.period.to ? formatMonth(r.period.to, lang) : t('now')}
                  </Text>
                  {r.completedAt === null && (
                    <Badge color={r.tagColor} variant="light" size="xs" mt={4} title={t('notCounted')}>
                      {tr(`tags.${r.tag}`)}
                    </Badge>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          {EVALUATION_CATEGORIES.map((category) => {
            const items = selections.filter((q) => q.category === category);
            if (items.length === 0) return null;
            return (
              <tbody key={category}>
                <tr className={classes.categoryRow} data-testid={`comparison-category-${category}`}>
                  <th scope="row" className={classes.stickyCol}>
                    <Group gap={8} wrap="nowrap" justify="space-between">
                      <span>{EVALUATION_CATEGORY_LABELS[category][lang]}</span>
                      <GradeBadge grade={grades.get(category) ?? '未'} size="md" />
                    </Group>
                  </th>
                  {report.referees.map((r, n) => {
                    const score = scores[n]![category];
                    return (
                      <td key={r.id}>
                        <Text size="sm" fw={700} span>
                          {score === null ? '—' : score.toFixed(1)}
                        </Text>
                        <Text size="xs" c="dimmed" fw={400} span ml={6} visibleFrom="sm">
                          {t('categoryScore')}
                        </Text>
                      </td>
                    );
                  })}
                </tr>
                {items.map((q) => {
                  const polarity = polarityOf(q);
                  const diverges = diverging.has(q.key);
                  return (
                    <tr
                      key={q.key}
                      className={diverges ? classes.diverging : undefined}
                      data-testid={`comparison-row-${q.key}`}
                    >
                      <th scope="row" className={classes.stickyCol}>
                        <Text size="sm" span>
                          {numbers.get(q.key)}. {q.texts[lang]}
                        </Text>
                        {(polarity === 'negative' || diverges) && (
                          <Group gap={4} mt={4}>
                            {polarity === 'negative' && (
                              <Badge size="xs" variant="outline" color="gray" radius="sm">
                                {texts.reversed}
                              </Badge>
                            )}
                            {diverges && (
                              <Badge
                                size="xs"
                                variant="light"
                                color="grape"
                                radius="sm"
                                leftSection={<IconArrowsDiff size={12} aria-hidden />}
                                data-testid="divergence-marker"
                              >
                                {texts.kinds.divergence}
                              </Badge>
                            )}
                          </Group>
                        )}
                      </th>
                      {report.referees.map((r) => {
                        const level = r.selections[q.key];
                        return (
                          <td key={r.id} id={cellId(q.key, r.id)} tabIndex={-1} className={classes.cell}>
                            {level ? (
                              <Badge
                                color={chipColor(level, polarity)}
                                variant="light"
                                radius="sm"
                                size="md"
                                tt="none"
                                fw={600}
                                styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                                h="auto"
                                py={3}
                              >
                                {level}. {AGREEMENT_SCALE_LABELS[lang][level - 1]}
                              </Badge>
                            ) : (
                              <Text size="sm" c="dimmed">
                                {t('notAnswered')}
                              </Text>
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  );
                })}
              </tbody>
            );
          })}
        </table>
      </section>
    </Stack>
  );
}
