import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { FlowSkeleton } from '../../talent-flow/index.ts';
import { RegainTrustSteps } from '../components/steps.tsx';
import { useRegainSession } from '../use-regain-session.ts';

/** /regain_trust/complete: thanks; the explanations are with the company. */
export function RegainTrustCompletePage() {
  const { t } = useTranslation('regainTrust');
  const { data } = useRegainSession();
  if (!data) return <FlowSkeleton />;
  return (
    <Stack gap="lg">
      <RegainTrustSteps active={4} />
      <Paper withBorder p="xl" radius="md">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="green">
            <IconCheck size={32} />
          </ThemeIcon>
          <Heading order={1} title={t('complete.title')} />
          <Text>{t('complete.text', { company: data.companyName })}</Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
