/** /referee/instruction: what the reference check is, consent to the privacy policy. */

import '../styles.ts';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '../../../api/small-query.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useNavigate } from '../../../ui/navigation.tsx';
import { notifications } from '../../../ui/toast.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { consent } from '../api/consent.ts';
import { refereeKeys } from '../api/keys.ts';
import { Frame, PageSkeleton } from '../components/page-frame.tsx';
import { useReferee } from '../components/use-referee.ts';

export function RefereeInstructionPage() {
  const { t } = useTranslation('referee');
  const { t: layout } = useTranslation('layout');
  const { m, lang } = useDomainText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me } = useReferee();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (me?.isAgreeToPrivacyPolicy) setAgreed(true);
  }, [me?.isAgreeToPrivacyPolicy]);

  if (!me) return <PageSkeleton />;
  const next = async () => {
    setBusy(true);
    try {
      await consent(lang);
      await queryClient.invalidateQueries({ queryKey: refereeKeys.me });
      void navigate({ to: '/referee/authentication' });
    } catch {
      notifications.show({ color: 'red', message: t('messages.completionFailed') });
    } finally {
      setBusy(false);
    }
  };
  const flow = [
    [t('instruction.flow1'), t('instruction.flow1Text')],
    [t('instruction.flow2'), t('instruction.flow2Text')],
    [t('instruction.flow3'), t('instruction.flow3Text')],
  ] as const;
  return (
    <Frame me={me} step="consent">
      <Stack gap="lg">
        <Stack gap="xs">
          <Text size="sm" c="brand" fw={600}>
            {layout('routes.refereeInstruction')}
          </Text>
          <Title order={1} size="h2" data-testid="referee-greeting">
            {t('messages.greeting', { name: me.refereeName })}
          </Title>
          <Text>{t('messages.introduction', { talentName: me.talentName })}</Text>
        </Stack>
        <Paper withBorder radius="md" p="md">
          <Group gap="lg" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('instruction.deadline')}
              </Text>
              <Text fw={700} data-testid="referee-deadline">
                {me.deadlineText}
              </Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                {t('instruction.questions', { count: me.questionsCount })}
              </Text>
              <Text fw={700} data-testid="referee-minutes">
                {t('messages.estimatedMinutes', { minutes: me.estimatedMinutes })}
              </Text>
            </Stack>
          </Group>
        </Paper>
        <Stack gap="xs">
          <Heading order={2} title={t('instruction.whatTitle')} />
          <Text size="sm">{t('instruction.whatText')}</Text>
          <Text size="sm">{t('instruction.serviceText', { company: me.companyName })}</Text>
          {/* The Employment Security Act guard: what the referee must not write about the candidate. */}
          <Text size="sm" fw={600} data-testid="referee-fair-hiring-note">
            {m('fairHiring.refereeNote')}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Heading order={2} title={t('instruction.flowTitle')} />
          {flow.map(([title, text], i) => (
            <Group key={title} align="flex-start" wrap="nowrap" gap="sm">
              <ThemeIcon radius="xl" size={28} variant="light">
                <Text fw={700} size="sm">
                  {i + 1}
                </Text>
              </ThemeIcon>
              <Stack gap={0}>
                <Text fw={600}>{title}</Text>
                <Text size="sm" c="dimmed">
                  {text}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
        <Checkbox
          size="md"
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          label={
            <>
              {t('messages.agreeToTerms')}（
              <Anchor href="/privacy_policy" target="_blank" rel="noopener">
                {t('instruction.privacy')}
              </Anchor>
              ）
            </>
          }
          styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          data-testid="referee-consent"
        />
        <Button
          fullWidth
          disabled={!agreed}
          loading={busy}
          onClick={() => void next()}
          data-testid="referee-next"
        >
          {t('instruction.next')}
        </Button>
      </Stack>
    </Frame>
  );
}
