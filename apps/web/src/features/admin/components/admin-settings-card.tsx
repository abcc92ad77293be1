import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { adminConfigSchema } from '@refcheck/domain/schemas/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';
import { SavedValuesFieldset } from '../../../ui/saved-values-fieldset.tsx';
import { useSavedValues } from '../../../ui/use-saved-values.ts';
import { adminConfigKey, saveAdminConfig, useAdminConfig } from '../api/admin-config.ts';

/** 「管理者設定」 in /config for admins: the payment shop ID and the operations notification address. */
export function AdminSettingsCard() {
  const { t } = useTranslation('admin');
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const config = useAdminConfig();
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { shopId: '', mail: '' },
    validate: schemaValidator(adminConfigSchema as never),
  });
  const loaded = config.data;
  const ready = useSavedValues(form, loaded, (saved) => ({
    shopId: saved.shopId,
    mail: saved.usingDefault ? '' : saved.mail,
  }));

  const save = async (values: { shopId: string; mail: string }) => {
    setSaving(true);
    try {
      queryClient.setQueryData(adminConfigKey, await saveAdminConfig(values));
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
    } catch {
      notifications.show({ color: 'red', message: message('company.configUpdateFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="admin-settings-card">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <SavedValuesFieldset ready={ready}>
          <Stack gap="sm" maw={520}>
            <Title order={2} size="h4">
              {t('settings.title')}
            </Title>
            <TextInput
              label={t('settings.shopId')}
              description={t('settings.shopIdHint')}
              key={form.key('shopId')}
              {...form.getInputProps('shopId')}
            />
            <TextInput
              label={t('settings.mail')}
              description={t('settings.mailHint')}
              type="email"
              required
              placeholder={loaded?.usingDefault ? loaded.mail : undefined}
              key={form.key('mail')}
              {...form.getInputProps('mail')}
            />
            {loaded?.usingDefault && (
              <Alert color="yellow" variant="light" p="xs">
                {t('settings.usingDefault')} ({loaded.mail})
              </Alert>
            )}
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
              {t('settings.save')}
            </Button>
          </Stack>
        </SavedValuesFieldset>
      </form>
    </Paper>
  );
}
