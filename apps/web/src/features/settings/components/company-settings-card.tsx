import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Button, Paper, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CompanySettingsView } from '@refcheck/domain/schemas/identity-response';
import { companySettingsSchema } from '@refcheck/domain/schemas/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { authKeys } from '../../../session/keys.ts';
import { FormTextInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { SavedValuesFieldset } from '../../../ui/saved-values-fieldset.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
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
  const { m: message } = useDomainText();

  return (
    <Paper withBorder radius="md" p="lg" data-testid="company-settings-card">
      <Stack gap="md">
        <Heading order={2} title={t('companySettings.title')} />
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
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: key,
    queryFn: () => apiRequest<CompanySettings>('/api/company/settings'),
  });
  const { saving, save: saveWith } = useSave();
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
    await saveWith(
      async () => {
        const saved = await apiRequest<CompanySettings>('/api/company/settings', {
          method: 'PUT',
          body: values,
        });
        queryClient.setQueryData(key, saved);
      },
      {
        success: message('common.updateSucceeded'),
        afterSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.session }),
        failure: message('company.configUpdateFailed'),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(save)} noValidate>
      <SavedValuesFieldset ready={ready}>
        <Stack gap="sm" maw={520}>
          <FormTextInput
            form={form}
            path="companyName"
            label={t('companySettings.companyName')}
            autoComplete="organization"
            required
          />
          <FormTextInput form={form} path="displayName" label={t('companySettings.displayName')} />
          <FormTextInput
            form={form}
            path="staffName"
            label={t('companySettings.staffName')}
            autoComplete="name"
            required
          />
          <FormTextInput
            form={form}
            path="zipcode"
            label={t('companySettings.zipcode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            required
            w={{ base: '100%', xs: 200 }}
          />
          <FormTextInput
            form={form}
            path="address"
            label={t('companySettings.address')}
            autoComplete="street-address"
            required
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
