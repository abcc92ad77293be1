/** /referee/answer/selections: the agreement-scale answers, autosaved in order. */

import '../styles.ts';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { AGREEMENT_SCALE_LABELS } from '@refcheck/domain/questions/scale';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/languages.ts';
import { useNavigate } from '../../../ui/navigation.tsx';
import { notifications } from '../../../ui/toast.tsx';
import { useAnswers } from '../api/get-answers.ts';
import { AnswersHeader } from '../components/answers-header.tsx';
import { afterQuestionnaire, Frame, PageSkeleton } from '../components/page-frame.tsx';
import { useAnswerAutosave } from '../components/use-answer-autosave.ts';
import { useReferee } from '../components/use-referee.ts';

export function AnswerSelectionsPage() {
  const { t, i18n } = useTranslation('referee');
  const navigate = useNavigate();
  const { me } = useReferee({ verified: true });
  const answers = useAnswers(Boolean(me?.phoneVerified));
  const questions = useMemo(() => me?.questions.filter((q) => q.kind === 'selection') ?? [], [me]);
  const [values, setValues] = useState<Record<string, number> | null>(null);
  const [touched, setTouched] = useState(false);
  const { state, autosave } = useAnswerAutosave(answers.data);
  useEffect(() => {
    if (answers.data && values === null) setValues(answers.data.selections);
  }, [answers.data, values]);

  if (!me || !values) return <PageSkeleton />;
  const lang = isLanguage(i18n.language) ? i18n.language : 'jp';
  const labels = AGREEMENT_SCALE_LABELS[lang];
  const done = questions.filter((q) => values[q.key] !== undefined).length;
  const next = () => {
    setTouched(true);
    if (done < questions.length) {
      notifications.show({ color: 'red', message: t('messages.pleaseAnswerAll') });
      return;
    }
    void autosave.settled(10_000).then(() => navigate({ to: afterQuestionnaire(me) }));
  };
  return (
    <Frame me={me} step="questionnaire">
      <Stack gap="md">
        <AnswersHeader
          title={t('answers.selectionsTitle')}
          lead={t('answers.selectionsLead')}
          done={done}
          total={questions.length}
          state={state}
        />
        {questions.map((q, i) => (
          <Radio.Group
            key={q.key}
            label={`Q${i + 1}. ${q.text}`}
            value={values[q.key] ? String(values[q.key]) : null}
            onChange={(v) => {
              const level = Number(v);
              setValues((s) => ({ ...s, [q.key]: level }));
              autosave.set(q.key, { level }, true);
            }}
            error={touched && values[q.key] === undefined ? t('messages.inputIncomplete') : undefined}
            data-testid={`answer-${q.key}`}
            styles={{
              label: {
                whiteSpace: 'normal',
                lineHeight: 1.5,
                marginBottom: 8,
                fontSize: 'var(--mantine-font-size-md)',
              },
            }}
          >
            <Stack gap={6}>
              {labels.map((label, index) => (
                <Radio.Card
                  key={label}
                  value={String(index + 1)}
                  radius="md"
                  px="md"
                  py={10}
                  mih={44}
                  data-level={index + 1}
                  // One Tab stop per question (WAI-ARIA radio group): the chosen card, or the first when none is;
                  // the arrow keys move between the cards (Radio.Card's own key handler) and choose as they go.
                  tabIndex={(values[q.key] ?? 1) === index + 1 ? 0 : -1}
                >
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Text size="sm">{label}</Text>
                  </Group>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Group grow>
          <Button variant="default" onClick={() => void navigate({ to: '/referee/answer/descriptions' })}>
            {t('answers.back')}
          </Button>
          <Button onClick={next} data-testid="referee-next">
            {t('answers.next')}
          </Button>
        </Group>
      </Stack>
    </Frame>
  );
}
