import { Button, Checkbox, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type SonarSettingsInput, sonarSettingsSchema } from '@refcheck/domain/ats/push';
import { useTranslation } from 'react-i18next';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { FormPasswordInput, FormTextInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSavedValues } from '../../../ui/use-saved-values.ts';
import { useSaveSonarSettings, useSonarSettings } from '../api/sonar-settings.ts';

type Values = Required<SonarSettingsInput>;

/**
 * The operator's sonar connection of one client, next to its sonar flag (the permission dialog): base URL and the
 * primary and secondary subscription keys. Keys are never shown: only whether each is set; blank keeps them.
 */
export function SonarSettingsSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation('riskAts');
  const { m: message } = useDomainText();
  const settings = useSonarSettings(companyId);
  const save = useSaveSonarSettings(companyId);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { baseUrl: '', primaryKey: '', secondaryKey: '', clearKeys: false },
    validate: schemaValidator(sonarSettingsSchema as never),
  });
  const loaded = settings.data;
  // Until they arrive the section is a skeleton; the keys are never sent back, so their fields start empty.
  useSavedValues(form, loaded, (saved) => ({
    baseUrl: saved.baseUrl,
    primaryKey: '',
    secondaryKey: '',
    clearKeys: false,
  }));

  if (!loaded) return <Skeleton height={120} />;
  const { effective } = loaded;
  const state = (set: boolean) => (set ? t('sonarSettings.isSet') : t('sonarSettings.notSet'));

  const submit = (values: Values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.setValues({ primaryKey: '', secondaryKey: '', clearKeys: false });
        notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
      },
      onError: () => notifications.show({ color: 'red', message: message('admin.permissionEditFailed') }),
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="sonar-settings">
      <Stack gap="xs">
        <Heading order={3} size="h6" title={t('sonarSettings.title')} />
        <Text size="xs" c="dimmed">
          {t('sonarSettings.lead')}
        </Text>
        <FormTextInput
          form={form}
          path="baseUrl"
          label={t('sonarSettings.baseUrl')}
          description={t('sonarSettings.baseUrlHint')}
          placeholder="https://"
          inputMode="url"
        />
        <FormPasswordInput
          form={form}
          path="primaryKey"
          label={t('sonarSettings.primaryKey')}
          description={loaded.hasPrimaryKey ? t('sonarSettings.keySet') : t('sonarSettings.keyNotSet')}
          autoComplete="new-password"
        />
        <FormPasswordInput
          form={form}
          path="secondaryKey"
          label={t('sonarSettings.secondaryKey')}
          description={loaded.hasSecondaryKey ? t('sonarSettings.keySet') : t('sonarSettings.keyNotSet')}
          autoComplete="new-password"
        />
        {(loaded.hasPrimaryKey || loaded.hasSecondaryKey) && (
          <Checkbox
            label={t('sonarSettings.clearKeys')}
            key={form.key('clearKeys')}
            {...form.getInputProps('clearKeys', { type: 'checkbox' })}
          />
        )}
        <Text size="xs" c="dimmed" data-testid="sonar-effective">
          {t('sonarSettings.effective', {
            target:
              effective.source === 'company' || effective.source === 'global'
                ? `${effective.baseUrl} (${t(`sonarSettings.source.${effective.source}`)})`
                : t(`sonarSettings.source.${effective.source}`),
          })}
          {' ・ '}
          {t('sonarSettings.primaryEffective', { state: state(effective.hasPrimaryKey) })}
          {' ・ '}
          {t('sonarSettings.secondaryEffective', { state: state(effective.hasSecondaryKey) })}
        </Text>
        <Button type="submit" variant="default" loading={save.isPending} w="fit-content">
          {t('sonarSettings.save')}
        </Button>
      </Stack>
    </form>
  );
}
