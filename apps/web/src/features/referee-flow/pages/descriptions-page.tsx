/** /referee/answer/descriptions: the written answers, autosaved in order. */

import '../styles.ts';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../ui/navigation.tsx';
import { notifications } from '../../../ui/toast.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useAnswers } from '../api/get-answers.ts';
import { AnswersHeader } from '../components/answers-header.tsx';
import { afterQuestionnaire, Frame, PageSkeleton } from '../components/page-frame.tsx';
import { RelationshipCheck } from '../components/relationship-check.tsx';
import { useAnswerAutosave } from '../components/use-answer-autosave.ts';
import { useReferee } from '../components/use-referee.ts';

export function AnswerDescriptionsPage() {
  const { t } = useTranslation('referee');
  const { m } = useDomainText();
  const navigate = useNavigate();
  const { me } = useReferee({ verified: true });
  const answers = useAnswers(Boolean(me?.phoneVerified));
  const questions = useMemo(() => me?.questions.filter((q) => q.kind === 'description') ?? [], [me]);
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const { state, autosave } = useAnswerAutosave(answers.data);

  useEffect(() => {
    if (answers.data && values === null) setValues(answers.data.descriptions);
  }, [answers.data, values]);

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
    <Frame me={me} step="questionnaire">
      <Stack gap="md">
        <AnswersHeader
          title={t('answers.descriptionsTitle')}
          lead={t('answers.descriptionsLead')}
          done={done}
          total={questions.length}
          state={state}
        />
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
              styles={{
                label: {
                  whiteSpace: 'normal',
                  marginBottom: 6,
                  lineHeight: 1.5,
                  fontSize: 'var(--mantine-font-size-md)',
                },
              }}
            />
          );
        })}
        <Button fullWidth onClick={next} data-testid="referee-next">
          {t('answers.next')}
        </Button>
      </Stack>
    </Frame>
  );
}
