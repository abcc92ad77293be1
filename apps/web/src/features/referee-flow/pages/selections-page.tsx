/** /referee/answer/selections: the agreement-scale answers, autosaved in order. */

import '../styles.ts';
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { AGREEMENT_SCALE_LABELS } from '@refcheck/domain/questions/scale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../i18n/languages.ts';
import { useNavigate } from '../../../ui/navigation.tsx';
import { notifications } from '../../../ui/toast.tsx';
import { QuestionnaireFrame, questionLabelStyles } from '../components/answers-header.tsx';
import { afterQuestionnaire, PageSkeleton } from '../components/page-frame.tsx';
import { useQuestionnaire } from '../components/use-questionnaire.ts';

export function AnswerSelectionsPage() {
  const { t, i18n } = useTranslation('referee');
  const navigate = useNavigate();
  const { me, questions, values, setValues, state, autosave } = useQuestionnaire('selection');
  const [touched, setTouched] = useState(false);

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
    <QuestionnaireFrame me={me} page="selections" done={done} total={questions.length} state={state}>
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
          styles={questionLabelStyles(8)}
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
    </QuestionnaireFrame>
  );
}
