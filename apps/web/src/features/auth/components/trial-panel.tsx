import { Badge, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/links.tsx';
import { TRIAL_DAYS } from '../constants.ts';
import classes from './trial-panel.module.css';

/** The login page's advertisement for the free trial, with the way to sign up. */
export function TrialPanel() {
  const { t } = useTranslation('auth');
  return (
    <Stack
      className={classes.panel}
      gap="md"
      p={{ base: 'lg', sm: 'xl' }}
      justify="center"
      data-testid="trial-panel"
    >
      <Badge variant="white" color="brand" radius="sm" size="lg">
        {t('trial.badge')}
      </Badge>
      <Title order={2} size="h2" c="white">
        {t('trial.title', { days: TRIAL_DAYS })}
      </Title>
      <Text c="brand.0" size="sm">
        {t('trial.text', { days: TRIAL_DAYS })}
      </Text>
      <List
        spacing="xs"
        size="sm"
        c="white"
        icon={
          <ThemeIcon size={20} radius="xl" color="white" variant="white" c="brand.8" aria-hidden>
            <IconCheck size={14} stroke={3} />
          </ThemeIcon>
        }
      >
        <List.Item>{t('trial.point1')}</List.Item>
        <List.Item>{t('trial.point2')}</List.Item>
        <List.Item>{t('trial.point3')}</List.Item>
      </List>
      <ButtonLink to="/signup" variant="white" color="brand" size="md" mt="xs">
        {t('trial.cta')}
      </ButtonLink>
    </Stack>
  );
}
