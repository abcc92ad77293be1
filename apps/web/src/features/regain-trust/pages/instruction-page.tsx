import { Alert, Button, List, Paper, Stack, Text } from '@mantine/core';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { FlowSkeleton, useLinkExchange } from '../../talent-flow/index.ts';
import { startRegainTrustSession } from '../api/calls.ts';
import { RegainTrustSteps } from '../components/steps.tsx';
import { useRegainSession } from '../use-regain-session.ts';
import { requestCount } from '../values.ts';

/**
 * /regain_trust/instruction?company=…&token=…: exchanges the mailed link for the flow cookie (the token leaves the
 * address bar), then explains what the company asks. An answered request goes straight to the completion page.
 */
export function RegainTrustInstructionPage() {
  const { t } = useTranslation('regainTrust');
  const { t: tl } = useTranslation('layout');
  const { lang } = useDomainText();
  const navigate = useNavigate();
  const ready = useLinkExchange(startRegainTrustSession, '/regain_trust/instruction');

  const { data } = useRegainSession(ready);
  useEffect(() => {
    if (data?.state === 'answered') void navigate({ to: '/regain_trust/complete', replace: true });
  }, [data, navigate]);

  if (!data || data.state === 'answered') return <FlowSkeleton />;
  return (
    <Stack gap="lg">
      <RegainTrustSteps active={0} />
      <Heading order={1} title={tl('routes.regainTrustInstruction')} />
      <Text>{t('instruction.lead', { company: data.companyName, name: data.talent.name })}</Text>
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Heading order={2} title={t('instruction.howTitle')} />
          <List type="ordered" size="sm" spacing={4}>
            <List.Item>{t('instruction.how1')}</List.Item>
            <List.Item>{t('instruction.how2')}</List.Item>
            <List.Item>{t('instruction.how3')}</List.Item>
          </List>
          <Text size="sm">{t('instruction.count', { count: requestCount(data) })}</Text>
          <Text fw={700} size="sm" data-testid="regain-trust-deadline">
            {t('instruction.deadline', { deadline: formatDeadline(new Date(data.deadline), lang) })}
          </Text>
        </Stack>
      </Paper>
      {data.canAnswer ? (
        <Button fullWidth onClick={() => void navigate({ to: '/regain_trust/excuse' })}>
          {t('instruction.start')}
        </Button>
      ) : (
        <Alert color="red">{t('instruction.closed')}</Alert>
      )}
    </Stack>
  );
}
