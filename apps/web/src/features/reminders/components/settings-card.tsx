/** /config (main account): SMS reminders to referees who gave a phone (off by default). */
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useReminderSettings, useSaveReminderSettings } from '../api.ts';

export function ReminderSettingsCard() {
  const { t } = useTranslation('reminders');
  const { data } = useReminderSettings();
  const save = useSaveReminderSettings();
  return (
    <Paper withBorder radius="md" p="lg" data-testid="reminder-settings">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('settingsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('switchHelp')}
        </Text>
        <Switch
          label={t('smsLabel')}
          description={t('smsHelp')}
          checked={data?.sms ?? false}
          disabled={!data || save.isPending}
          onChange={(e) =>
            save.mutate(
              { sms: e.currentTarget.checked },
              {
                onSuccess: () => notifications.show({ color: 'teal', message: t('saved') }),
                onError: () => notifications.show({ color: 'red', message: t('saveFailed') }),
              },
            )
          }
        />
      </Stack>
    </Paper>
  );
}
