import { Anchor, Button, Checkbox, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useConsent } from './api/consent.ts';
import { useStartTalentSession } from './api/start-session.ts';
import { FlowSkeleton } from './components/flow-skeleton.tsx';
import { useFlowSession } from './use-flow-session.ts';

/**
 * /talent/instruction?company=…&token=…: exchanges the link for the flow cookie, removes the token from the
 * address bar, then shows the introduction and the privacy consent (skipped when already agreed).
 */
export function TalentInstructionPage() {
  const { t } = useTranslation('talentFlow');
  const { t: tl } = useTranslation('layout');
  const { lang } = useDomainText();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { company?: string; token?: string };
  const start = useStartTalentSession();
  const hasToken = Boolean(search.token);
  const [ready, setReady] = useState(!hasToken);
  const started = useRef(false);
  const [agreed, setAgreed] = useState(false);
  const consent = useConsent();

  useEffect(() => {
    if (!hasToken || started.current) return;
    started.current = true;
    if (!search.company) {
      void navigate({ to: '/404', replace: true });
      return;
    }
    start.mutate(
      { company: search.company, token: search.token! },
      {
        onSuccess: () => {
          try {
            sessionStorage.removeItem('talent-referee-links');
          } catch {}
          void navigate({ to: '/talent/instruction', search: {}, replace: true });
          setReady(true);
        },
        onError: () => void navigate({ to: '/404', replace: true }),
      },
    );
  }, [hasToken, search.company, search.token, navigate, start]);

  const { data } = useFlowSession(ready && !hasToken);

  useEffect(() => {
    if (data?.talent.isAgreeToPrivacyPolicy) void navigate({ to: '/talent', replace: true });
  }, [data, navigate]);

  if (!data || data.talent.isAgreeToPrivacyPolicy) return <FlowSkeleton />;
  const company = data.companyName;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {tl('routes.talentInstruction')}
      </Title>
      <Text>{t('instruction.lead', { company })}</Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('instruction.whatTitle')}
          </Title>
          <Text size="sm">{t('instruction.whatText', { company })}</Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('instruction.stepsTitle')}
          </Title>
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>{t('instruction.step1')}</List.Item>
            <List.Item>{t('instruction.step2')}</List.Item>
            <List.Item>{t('instruction.step3', { minutes: data.estimatedMinutes })}</List.Item>
          </List>
          <Text fw={700} size="sm">
            {t('instruction.deadline', { deadline: formatDeadline(new Date(data.talent.deadline), lang) })}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('instruction.privacyTitle')}
          </Title>
          <Text size="sm">{t('instruction.privacyText', { company })}</Text>
          <Anchor href="/privacy_policy" target="_blank" size="sm">
            {t('instruction.privacyLink')}
          </Anchor>
        </Stack>
      </Paper>
      <Checkbox
        size="md"
        label={t('instruction.agree')}
        checked={agreed}
        onChange={(e) => setAgreed(e.currentTarget.checked)}
      />
      <Button
        fullWidth
        disabled={!agreed}
        loading={consent.isPending}
        onClick={() => consent.mutate(undefined, { onSuccess: () => void navigate({ to: '/talent' }) })}
      >
        {t('instruction.next')}
      </Button>
    </Stack>
  );
}
