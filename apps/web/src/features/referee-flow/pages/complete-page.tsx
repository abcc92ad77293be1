/** /referee/complete: completion, then the thanks and the interest e-mail. */

import '../styles.ts';
import { Button, Paper, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import type { MessageKey } from '@refcheck/domain/messages/catalog';
import { interestEmailSchema } from '@refcheck/domain/schemas/interest-email';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useQueryClient } from '../../../api/small-query.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useLeaveBlocker, useNavigate } from '../../../ui/navigation.tsx';
import { notifications } from '../../../ui/toast.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { complete } from '../api/complete.ts';
import { sendInterestEmail } from '../api/interest-email.ts';
import { refereeKeys } from '../api/keys.ts';
import { Frame, PageSkeleton } from '../components/page-frame.tsx';
import { useConversionTag } from '../components/use-conversion-tag.ts';
import { useReferee } from '../components/use-referee.ts';

export function RefereeCompletePage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me } = useReferee({ verified: true, allowFinished: true });
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [interestSent, setInterestSent] = useState(false);
  const { m } = useDomainText();
  const done = me?.state === 'finished';
  useConversionTag(done ? (me?.conversionTagUrl ?? null) : null);
  // Once completed, leaving the page is blocked (spec).
  useLeaveBlocker(done);

  useEffect(() => {
    if (me && me.state !== 'finished' && !me.phoneVerified)
      void navigate({ to: '/referee/authentication', replace: true });
  }, [me, navigate]);
  if (!me) return <PageSkeleton />;

  const submit = async () => {
    setBusy(true);
    try {
      await complete();
      await queryClient.invalidateQueries({ queryKey: refereeKeys.me });
    } catch (e) {
      const code = isApiError(e) ? e.code : '';
      if (code === 'referee.identificationRequired') {
        // Required since the questionnaire (step-up identification): the identification page asks for the image.
        await queryClient.invalidateQueries({ queryKey: refereeKeys.me });
        void navigate({ to: '/referee/identification' });
      }
      notifications.show({
        color: 'red',
        message:
          code === 'referee.pleaseAnswerAll'
            ? t('messages.pleaseAnswerAll')
            : code === 'referee.identificationRequired'
              ? t('messages.identificationPrompt')
              : code === 'referee.reauthenticate'
                ? t('messages.reauthenticate')
                : t('messages.answerSentFailed'),
      });
    } finally {
      setBusy(false);
    }
  };
  const interest = async () => {
    setEmailError(null);
    // The same schema as the server's: '無効なメールアドレスです。' (spec).
    const parsed = interestEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(m(parsed.error.issues[0]!.message as MessageKey));
      return;
    }
    try {
      await sendInterestEmail(parsed.data.email);
      setInterestSent(true);
    } catch (e) {
      setEmailError(isApiError(e) && e.errors[0] ? e.errors[0].message : t('messages.errorSaving'));
    }
  };

  return (
    <Frame me={me} step={done ? 'done' : 'complete'}>
      {done ? (
        <Stack gap="lg" data-testid="referee-done">
          <Paper withBorder radius="md" p="lg">
            <Stack align="center" ta="center" gap="sm">
              <ThemeIcon size={56} radius="xl" color="green" variant="light">
                <IconCircleCheck size={32} />
              </ThemeIcon>
              <Heading order={1} size="h3" title={t('complete.doneTitle')} />
              <Text>{t('messages.thankYou')}</Text>
              <Text size="sm" c="dimmed">
                {t('complete.closeHint')}
              </Text>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            {interestSent ? (
              <Text>{t('complete.interestThanks')}</Text>
            ) : (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void interest();
                }}
              >
                <Stack gap="sm">
                  <Heading order={2} title={t('complete.interestTitle')} />
                  <Text size="sm">{t('complete.interestLead')}</Text>
                  <TextInput
                    type="email"
                    label={t('complete.interestEmail')}
                    value={email}
                    onChange={(e) => setEmail(e.currentTarget.value)}
                    error={emailError ?? undefined}
                    autoComplete="email"
                  />
                  <Button type="submit" variant="light" fullWidth>
                    {t('complete.interestSubmit')}
                  </Button>
                </Stack>
              </form>
            )}
          </Paper>
        </Stack>
      ) : (
        <Stack gap="md">
          <Heading order={1} size="h3" title={t('complete.title')} />
          <Text>{t('complete.lead')}</Text>
          <Button fullWidth loading={busy} onClick={() => void submit()} data-testid="referee-submit">
            {t('complete.submit')}
          </Button>
          <Button
            variant="default"
            fullWidth
            onClick={() =>
              void navigate({
                to: me.isIdentificationRequired ? '/referee/identification' : '/referee/answer/descriptions',
              })
            }
          >
            {t('answers.back')}
          </Button>
        </Stack>
      )}
    </Frame>
  );
}
