import { Alert, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { adminConfigSchema } from '@refcheck/domain/schemas/admin';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { FormTextInput } from '../../../ui/form-input.tsx';
import { SavedSettingsCard } from '../../../ui/saved-settings-card.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
import { useSavedValues } from '../../../ui/use-saved-values.ts';
import { adminConfigKey, saveAdminConfig, useAdminConfig } from '../api/admin-config.ts';

/** 「管理者設定」 in /config for admins: the payment shop ID and the operations notification address. */
export function AdminSettingsCard() {
  const { t } = useTranslation('admin');
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const config = useAdminConfig();
  const { saving, save: saveWith } = useSave();
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

  const save = (values: { shopId: string; mail: string }) =>
    saveWith(async () => queryClient.setQueryData(adminConfigKey, await saveAdminConfig(values)), {
      success: message('common.updateSucceeded'),
      failure: message('company.configUpdateFailed'),
    });

  return (
    <SavedSettingsCard
      title={t('settings.title')}
      ready={ready}
      onSubmit={form.onSubmit(save)}
      data-testid="admin-settings-card"
    >
      <FormTextInput
        form={form}
        path="shopId"
        label={t('settings.shopId')}
        description={t('settings.shopIdHint')}
      />
      <FormTextInput
        form={form}
        path="mail"
        label={t('settings.mail')}
        description={t('settings.mailHint')}
        type="email"
        required
        placeholder={loaded?.usingDefault ? loaded.mail : undefined}
      />
      {loaded?.usingDefault && (
        <Alert color="yellow" variant="light" p="xs">
          {t('settings.usingDefault')} ({loaded.mail})
        </Alert>
      )}
      <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
        {t('settings.save')}
      </Button>
    </SavedSettingsCard>
  );
}
