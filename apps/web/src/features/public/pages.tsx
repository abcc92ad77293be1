import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPinQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/coming-soon.tsx';
import { PublicCard } from '../../ui/layout/public-card.tsx';
import { ButtonLink } from '../../ui/links.tsx';

/** /404: where unknown paths, missing query parameters and failed loads end up. */
export function NotFoundPage() {
  const { t } = useTranslation(['layout', 'common']);
  return (
    <PublicCard ta="center" data-testid="not-found">
      <Stack align="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconMapPinQuestion size={30} />
        </ThemeIcon>
        <Text fw={800} fz={40} lh={1} c="brand.8">
          {t('notFound.code')}
        </Text>
        <Title order={1} size="h3">
          {t('routes.notFound')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('notFound.text')}
        </Text>
        <ButtonLink to="/" mt="xs" fullWidth>
          {t('common:actions.backHome')}
        </ButtonLink>
      </Stack>
    </PublicCard>
  );
}

/** The policy text comes with the domain's message catalogs (company policy, 2020-09-01). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('layout');
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={840} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('routes.privacyPolicy')}
        </Title>
        <Text c="dimmed">{t('privacyPolicy.placeholder')}</Text>
      </Stack>
    </Paper>
  );
}

export function WithdrawalCompletePage() {
  const { t } = useTranslation();
  return (
    <PublicCard>
      <Stack gap="lg">
        <ComingSoon inline />
        <ButtonLink to="/login" variant="light" fullWidth>
          {t('actions.backToLogin')}
        </ButtonLink>
      </Stack>
    </PublicCard>
  );
}
