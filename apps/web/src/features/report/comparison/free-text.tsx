/** The free-text answers side by side: per question, the question first, then each referee's answer next to the others (stacked on phones). */
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { Heading } from '../../../ui/heading.tsx';
import type { Report } from '../api/get-report.ts';

export function FreeTextAnswers({ report }: { report: Report }) {
  const { t } = useTranslation('comparison');
  const lang = currentLanguage();
  const descriptions = report.questions.filter((q) => q.kind === 'description');
  if (descriptions.length === 0) return null;
  const cols = Math.min(report.referees.length, 3);
  return (
    <Stack gap="md" data-testid="comparison-descriptions">
      <Heading order={3} size="h4" title={t('descriptions')} />
      {descriptions.map((q, i) => (
        <Stack key={q.key} gap={6} data-testid={`comparison-description-${q.key}`}>
          <Text size="sm" fw={700} component="h4" m={0}>
            Q{i + 1}. {q.texts[lang]}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm">
            {report.referees.map((r) => {
              const text = r.descriptions[q.key];
              return (
                <Paper key={r.id} withBorder radius="md" p="sm" bg="gray.0">
                  <Text size="xs" fw={700} c="dimmed" mb={4}>
                    {r.name}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={text ? undefined : 'dimmed'}>
                    {text || t('notAnswered')}
                  </Text>
                </Paper>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
