import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { atsSettingsSchema } from '@refcheck/domain/ats/push';
import type { AtsSettingsView as AtsSettings } from '@refcheck/domain/schemas/ats-response';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';

const key = ['ats-settings'] as const;

/** /config (main account, companies with the ATS link): the endpoint URL and the signing secret. */
export function AtsSettingsCard() {
  const { t } = useTranslation('riskAts');
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<AtsSettings>('/api/company/ats-settings'),
  });
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { endpointUrl: '', secret: '' },
    validate: schemaValidator(atsSettingsSchema as never),
  });
  const loaded = settings.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form when the saved settings arrive.
  useEffect(() => {
    if (loaded) form.setValues({ endpointUrl: loaded.endpointUrl, secret: '' });
  }, [loaded]);

  if (!loaded?.sonar) return null;

  const save = async (values: { endpointUrl: string; secret: string }) => {
    setSaving(true);
    try {
      const saved = await apiRequest<AtsSettings>('/api/company/ats-settings', {
        method: 'PUT',
        body: values,
      });
      queryClient.setQueryData(key, saved);
      form.setFieldValue('secret', '');
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'atsSecretRequired') {
        form.setFieldError('secret', message('company.atsSecretRequired'));
      } else {
        notifications.show({ color: 'red', message: message('company.configUpdateFailed') });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="ats-settings-card">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="sm" maw={560}>
          <Title order={2} size="h4">
            {t('atsSettings.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('atsSettings.lead')}
          </Text>
          <TextInput
            label={t('atsSettings.endpointUrl')}
            description={t('atsSettings.endpointHint')}
            placeholder={t('atsSettings.endpointPlaceholder')}
            inputMode="url"
            key={form.key('endpointUrl')}
            {...form.getInputProps('endpointUrl')}
          />
          <PasswordInput
            label={t('atsSettings.secret')}
            description={loaded.hasSecret ? t('atsSettings.secretSet') : t('atsSettings.secretNotSet')}
            autoComplete="new-password"
            key={form.key('secret')}
            {...form.getInputProps('secret')}
          />
          <Button type="submit" loading={saving} w="fit-content">
            {t('atsSettings.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
