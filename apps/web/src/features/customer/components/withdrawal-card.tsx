import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links.tsx';

/** /config's danger zone, at the bottom, for the main account only: the way to withdraw (退会). */
export function WithdrawalCard() {
  const { t } = useTranslation('customer');
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      data-testid="withdrawal-zone"
      style={{ borderColor: 'var(--mantine-color-red-4)' }}
    >
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" c="red.9">
          {t('withdrawalZone.title')}
        </Title>
        <Text size="sm">{t('withdrawalZone.text')}</Text>
        <ButtonLink to="/withdrawal" color="red.9" variant="outline" leftSection={<IconDoorExit size={18} />}>
          {t('withdrawalZone.action')}
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
