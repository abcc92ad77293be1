/**
 * The highlights block: computed by the domain's rules (the server sends them), each naming its question and
 * linking to the answer cells it came from; the block says how it is computed, in the domain's words.
 */
import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AGREEMENT_SCALE_LABELS } from '@refcheck/domain/questions/scale';
import { HIGHLIGHT_TEXTS } from '@refcheck/domain/rules/highlight-texts';
import type { HighlightKind } from '@refcheck/domain/rules/highlights';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import type { Report } from '../api/get-report.ts';
import { cellId, focusCell } from './model.ts';

/** Concerns and divergences first: what the reader should look at before the strengths. */
const DISPLAY_ORDER: readonly HighlightKind[] = ['concern', 'divergence', 'strength'];

export const KIND_COLORS: Record<HighlightKind, string> = {
  strength: 'teal',
  concern: 'red',
  divergence: 'grape',
};

export function Highlights({ report, numbers }: { report: Report; numbers: ReadonlyMap<string, string> }) {
  const { t } = useTranslation('comparison');
  const lang = currentLanguage();
  const texts = HIGHLIGHT_TEXTS[lang];
  const questions = new Map(report.questions.map((q) => [q.key, q]));
  const referees = new Map(report.referees.map((r) => [r.id, r]));
  return (
    <Paper
      component="section"
      withBorder
      p="lg"
      radius="md"
      data-testid="report-highlights"
      aria-labelledby="report-highlights-title"
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={3} size="h4" id="report-highlights-title">
            {t('highlights')}
          </Title>
          <Badge variant="light" color="gray" radius="sm" data-testid="report-highlights-caption">
            {texts.caption}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {DISPLAY_ORDER.map((kind) => {
            const items = report.highlights.filter((h) => h.kind === kind);
            return (
              <Stack key={kind} gap={6} data-testid={`highlights-${kind}`}>
                <Group gap={6}>
                  <Badge color={KIND_COLORS[kind]} variant="light" radius="sm">
                    {texts.kinds[kind]}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {items.length}
                  </Text>
                </Group>
                {items.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('none')}
                  </Text>
                ) : (
                  <List spacing={6} size="sm" listStyleType="none" withPadding={false}>
                    {items.map((h) => {
                      const q = questions.get(h.questionKey);
                      return (
                        <List.Item key={h.questionKey} data-testid="highlight">
                          <Text size="sm" fw={600} span>
                            {numbers.get(h.questionKey)}. {q?.texts[lang] ?? h.questionKey}
                          </Text>
                          <Group gap={4} mt={2} wrap="wrap">
                            {h.refereeIds.map((id) => {
                              const r = referees.get(id);
                              const level = r?.selections[h.questionKey];
                              const target = cellId(h.questionKey, id);
                              return (
                                <Anchor
                                  key={id}
                                  href={`#${target}`}
                                  size="xs"
                                  // WCAG 2.2 2.5.8: links side by side are at least 24 px tall (axe target-size).
                                  style={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}
                                  onClick={(event) => {
                                    event.preventDefault();
                                    focusCell(target);
                                  }}
                                >
                                  {r?.name ?? id}
                                  {level ? `（${AGREEMENT_SCALE_LABELS[lang][level - 1]}）` : ''}
                                </Anchor>
                              );
                            })}
                          </Group>
                        </List.Item>
                      );
                    })}
                  </List>
                )}
              </Stack>
            );
          })}
        </SimpleGrid>
        <Stack gap={2} mt={4}>
          <Text size="xs" fw={700} c="dimmed">
            {t('rulesTitle')}
          </Text>
          <Text size="xs" c="dimmed" data-testid="report-highlights-basis">
            {texts.basis}
          </Text>
          {DISPLAY_ORDER.map((kind) => (
            <Text key={kind} size="xs" c="dimmed">
              {texts.rules[kind]}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
