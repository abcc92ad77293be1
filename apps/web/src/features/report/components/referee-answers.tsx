import { Badge, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { AGREEMENT_SCALE_LABELS } from '@refcheck/domain/questions/scale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { Heading } from '../../../ui/heading.tsx';
import type { Report } from '../api/get-report.ts';
import { type AnswerKey, answerKey } from '../regain-trust/answer-key.ts';

export interface AnswerFollowUp {
  /** While the request can still be written: answers may be picked for the candidate to explain. */
  pickable: boolean;
  picked: ReadonlySet<AnswerKey>;
  onToggle: (key: AnswerKey) => void;
  /** The candidate's explanations, once answered, by answer. */
  explanations: ReadonlyMap<AnswerKey, string>;
}

/** One referee's answers; with a follow-up, each answer can be picked, and shows the candidate's explanation. */
export function RefereeAnswers({
  report,
  referee,
  followUp,
}: {
  report: Report;
  referee: Report['referees'][number];
  followUp: AnswerFollowUp;
}) {
  const { t } = useTranslation('report');
  const { t: tr } = useTranslation('regainTrust');
  const lang = currentLanguage();
  const descriptions = report.questions.filter((q) => q.kind === 'description');
  const selections = report.questions.filter((q) => q.kind === 'selection');

  const extras = (questionKey: string, answered: boolean): ReactNode => {
    const key = answerKey(referee.id, questionKey);
    const explanation = followUp.explanations.get(key);
    return (
      <>
        {followUp.pickable && answered && (
          <Checkbox
            size="xs"
            mt={4}
            label={tr('request.pick')}
            checked={followUp.picked.has(key)}
            onChange={() => followUp.onToggle(key)}
            data-testid={`pick-${referee.id}-${questionKey}`}
          />
        )}
        {explanation !== undefined && (
          <Paper bg="blue.0" p="xs" radius="sm" mt={4} data-testid="report-explanation">
            <Text size="xs" c="blue.8" fw={700}>
              {tr('request.explanation')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {explanation}
            </Text>
          </Paper>
        )}
      </>
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid={`report-referee-${referee.id}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Heading order={3} size="h4" title={t('answersOf', { name: referee.name })} />
          <Badge color={referee.tagColor} variant="light">
            {t(`tags.${referee.tag}`)}
          </Badge>
        </Group>
        <Text fw={700} size="sm">
          {t('descriptions')}
        </Text>
        {descriptions.map((q, i) => (
          <Stack key={q.key} gap={2}>
            <Text size="sm" fw={600}>
              Q{i + 1}. {q.texts[lang]}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap' }}
              c={referee.descriptions[q.key] ? undefined : 'dimmed'}
            >
              {referee.descriptions[q.key] || t('notAnswered')}
            </Text>
            {extras(q.key, Boolean(referee.descriptions[q.key]))}
          </Stack>
        ))}
        {selections.length > 0 && (
          <>
            <Text fw={700} size="sm">
              {t('selections')}
            </Text>
            <Table striped verticalSpacing={4}>
              <Table.Tbody>
                {selections.map((q, i) => {
                  const level = referee.selections[q.key];
                  return (
                    <Table.Tr key={q.key}>
                      <Table.Td fz="sm">
                        Q{i + 1}. {q.texts[lang]}
                        {extras(q.key, Boolean(level))}
                      </Table.Td>
                      <Table.Td fz="sm" w={{ base: 110, sm: 200 }} c={level ? undefined : 'dimmed'}>
                        {level ? AGREEMENT_SCALE_LABELS[lang][level - 1] : t('notAnswered')}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}
