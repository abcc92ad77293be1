/** /referee/answer/descriptions: the written answers, autosaved in order. */

import '../styles.ts';
import { Button, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../ui/navigation.tsx';
import { notifications } from '../../../ui/toast.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { QuestionnaireFrame, questionLabelStyles } from '../components/answers-header.tsx';
import { afterQuestionnaire, PageSkeleton } from '../components/page-frame.tsx';
import { RelationshipCheck } from '../components/relationship-check.tsx';
import { useQuestionnaire } from '../components/use-questionnaire.ts';

export function AnswerDescriptionsPage() {
  const { t } = useTranslation('referee');
  const { m } = useDomainText();
  const navigate = useNavigate();
  const { me, questions, values, setValues, state, autosave } = useQuestionnaire('description');
  const [touched, setTouched] = useState<Record<string, boolean>>({});

  if (!me || !values) return <PageSkeleton />;

  const change = (key: string, text: string) => {
    setValues((v) => ({ ...v, [key]: text }));
    autosave.set(key, { text });
  };
  const done = questions.filter((q) => (values[q.key] ?? '').trim()).length;
  const next = () => {
    setTouched(Object.fromEntries(questions.map((q) => [q.key, true])));
    autosave.flushAll();
    if (done < questions.length) {
      notifications.show({ color: 'red', message: t('messages.pleaseAnswerAll') });
      return;
    }
    // Completion checks what is stored: go on once the last edits are acknowledged.
    void autosave
      .settled(10_000)
      .then(() =>
        navigate({ to: me.selectionQuestion ? '/referee/answer/selections' : afterQuestionnaire(me) }),
      );
  };

  return (
    <QuestionnaireFrame me={me} page="descriptions" done={done} total={questions.length} state={state}>
      <RelationshipCheck me={me} />
      <Text size="sm" c="dimmed" data-testid="referee-fair-hiring-note">
        {m('fairHiring.refereeNote')}
      </Text>
      {questions.map((q, i) => {
        const value = values[q.key] ?? '';
        const missing = touched[q.key] && !value.trim();
        return (
          <Textarea
            key={q.key}
            label={`Q${i + 1}. ${q.text}`}
            value={value}
            onChange={(e) => change(q.key, e.currentTarget.value)}
            onBlur={() => {
              setTouched((s) => ({ ...s, [q.key]: true }));
              autosave.flushAll();
            }}
            autosize
            minRows={3}
            maxRows={12}
            required
            error={missing ? t('messages.inputIncomplete') : undefined}
            data-testid={`answer-${q.key}`}
            styles={questionLabelStyles(6)}
          />
        );
      })}
      <Button fullWidth onClick={next} data-testid="referee-next">
        {t('answers.next')}
      </Button>
    </QuestionnaireFrame>
  );
}
