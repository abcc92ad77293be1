import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegainTrustOverview } from '../api/types.ts';
import { AnswerQuote } from './answer-quote.tsx';

/**
 * Every question of the request with the referee answers it is about; `renderExcuse(path)` renders the
 * explanation of one answer (a text area on the entry page, the text on the confirmation page). Paths are the
 * schema's: 'fromReferees.i.answers.j.excuse' and 'fromCompany.excuse'.
 */
export function ExcuseItems({
  data,
  renderExcuse,
}: {
  data: RegainTrustOverview;
  renderExcuse: (path: string, value: string, label: string) => ReactNode;
}) {
  const { t } = useTranslation('regainTrust');
  return (
    <Stack gap="md">
      {data.fromReferees.map((group, i) => (
        <Paper
          key={`${group.questionKey ?? i}`}
          withBorder
          p="md"
          radius="md"
          data-testid="regain-trust-item"
        >
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('excuse.question')} {i + 1}
            </Text>
            <Text fw={700}>{group.text}</Text>
            {group.answers.map((answer, j) => (
              <Stack key={`${answer.refereeId ?? j}`} gap="xs">
                <AnswerQuote
                  label={
                    group.answers.length > 1
                      ? t('excuse.refereeAnswerN', { n: j + 1 })
                      : t('excuse.refereeAnswer')
                  }
                  text={answer.text}
                />
                {renderExcuse(
                  `fromReferees.${i}.answers.${j}.excuse`,
                  answer.excuse,
                  t('excuse.yourExplanation'),
                )}
              </Stack>
            ))}
          </Stack>
        </Paper>
      ))}
      {data.fromCompany && (
        <Paper withBorder p="md" radius="md" data-testid="regain-trust-item">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('excuse.companyQuestion')}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'pre-wrap' }}>
              {data.fromCompany.text}
            </Text>
            {renderExcuse('fromCompany.excuse', data.fromCompany.excuse, t('excuse.yourExplanation'))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
