import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { CompanySettingsView } from '@refcheck/domain/schemas/identity-response';
import { companySettingsSchema } from '@refcheck/domain/schemas/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';
import { authKeys } from '../../../session/keys.ts';
import { SavedValuesFieldset } from '../../../ui/saved-values-fieldset.tsx';
import { useSavedValues } from '../../../ui/use-saved-values.ts';

type CompanySettings = CompanySettingsView;

const key = ['company-settings'] as const;

/**
 * 「会社設定」 in /config (spec 2, 3, 6): the main account edits the company's fields with the sign-up's rules; a
 * sub-account sees the company name only and 'メインアカウントから設定頂けます。' instead of the other fields.
 */
export function CompanySettingsCard({
  isSubAccount,
  companyName,
}: {
  isSubAccount: boolean;
  companyName: string;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();

  return (
    <Paper withBorder radius="md" p="lg" data-testid="company-settings-card">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('companySettings.title')}
        </Title>
        {isSubAccount ? (
          <Stack gap="xs">
            <div>
              <Text size="sm" fw={500}>
                {t('companySettings.companyName')}
              </Text>
              <Text size="sm">{companyName}</Text>
            </div>
            <Text size="sm" c="dimmed">
              {message('company.mainAccountOnly')}
            </Text>
          </Stack>
        ) : (
          <CompanySettingsForm />
        )}
      </Stack>
    </Paper>
  );
}

function CompanySettingsForm() {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<CompanySettings>('/api/company/settings'),
  });
  const [saving, setSaving] = useState(false);
  const form = useForm<CompanySettings>({
    mode: 'uncontrolled',
    initialValues: {
      companyName: '',
      displayName: '',
      staffName: '',
      zipcode: '',
      address: '',
      isFreemailAllowed: false,
      isBusinessCardRequired: true,
    },
    validate: schemaValidator(companySettingsSchema as never),
  });
  const loaded = settings.data;
  const ready = useSavedValues(form, loaded, (saved) => saved);

  const save = async (values: CompanySettings) => {
    setSaving(true);
    try {
      const saved = await apiRequest<CompanySettings>('/api/company/settings', {
        method: 'PUT',
        body: values,
      });
      queryClient.setQueryData(key, saved);
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
    } catch {
      notifications.show({ color: 'red', message: message('company.configUpdateFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <SavedValuesFieldset ready={ready}>
        <Stack gap="sm" maw={520}>
          <TextInput
            label={t('companySettings.companyName')}
            autoComplete="organization"
            required
            key={form.key('companyName')}
            {...form.getInputProps('companyName')}
          />
          <TextInput
            label={t('companySettings.displayName')}
            key={form.key('displayName')}
            {...form.getInputProps('displayName')}
          />
          <TextInput
            label={t('companySettings.staffName')}
            autoComplete="name"
            required
            key={form.key('staffName')}
            {...form.getInputProps('staffName')}
          />
          <TextInput
            label={t('companySettings.zipcode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            required
            w={{ base: '100%', xs: 200 }}
            key={form.key('zipcode')}
            {...form.getInputProps('zipcode')}
          />
          <TextInput
            label={t('companySettings.address')}
            autoComplete="street-address"
            required
            key={form.key('address')}
            {...form.getInputProps('address')}
          />
          <Switch
            mt="xs"
            label={t('companySettings.isFreemailAllowed')}
            key={form.key('isFreemailAllowed')}
            {...form.getInputProps('isFreemailAllowed', { type: 'checkbox' })}
          />
          <Switch
            label={t('companySettings.isBusinessCardRequired')}
            key={form.key('isBusinessCardRequired')}
            {...form.getInputProps('isBusinessCardRequired', { type: 'checkbox' })}
          />
          <Button type="submit" loading={saving} w="fit-content" mt="xs">
            {t('companySettings.save')}
          </Button>
        </Stack>
      </SavedValuesFieldset>
    </form>
  );
}
