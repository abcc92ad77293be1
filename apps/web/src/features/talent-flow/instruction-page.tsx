import { Anchor, Button, Checkbox, List, Paper, Stack, Text } from '@mantine/core';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ui/heading.tsx';
import { useNavigate } from '../../ui/navigation.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useConsent } from './api/consent.ts';
import { startTalentSession } from './api/start-session.ts';
import { FlowSkeleton } from './components/flow-skeleton.tsx';
import { useFlowSession } from './use-flow-session.ts';
import { useLinkExchange } from './use-link-exchange.ts';

/** A new link starts afresh: referee URLs kept from an earlier visit in this tab are dropped. */
const forgetLinks = () => {
  try {
    sessionStorage.removeItem('talent-referee-links');
  } catch {}
};

/**
 * /talent/instruction?company=…&token=…: exchanges the link for the flow cookie, removes the token from the
 * address bar, then shows the introduction and the privacy consent (skipped when already agreed).
 */
export function TalentInstructionPage() {
  const { t } = useTranslation('talentFlow');
  const { t: tl } = useTranslation('layout');
  const { lang } = useDomainText();
  const navigate = useNavigate();
  const ready = useLinkExchange(startTalentSession, '/talent/instruction', forgetLinks);
  const [agreed, setAgreed] = useState(false);
  const consent = useConsent();

  const { data } = useFlowSession(ready);

  useEffect(() => {
    if (data?.talent.isAgreeToPrivacyPolicy) void navigate({ to: '/talent', replace: true });
  }, [data, navigate]);

  if (!data || data.talent.isAgreeToPrivacyPolicy) return <FlowSkeleton />;
  const company = data.companyName;

  return (
    <Stack gap="lg">
      <Heading order={1} title={tl('routes.talentInstruction')} />
      <Text>{t('instruction.lead', { company })}</Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Heading order={2} title={t('instruction.whatTitle')} />
          <Text size="sm">{t('instruction.whatText', { company })}</Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Heading order={2} title={t('instruction.stepsTitle')} />
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
          <Heading order={2} title={t('instruction.privacyTitle')} />
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
        onClick={() => consent.mutate(lang, { onSuccess: () => void navigate({ to: '/talent' }) })}
      >
        {t('instruction.next')}
      </Button>
    </Stack>
  );
}
