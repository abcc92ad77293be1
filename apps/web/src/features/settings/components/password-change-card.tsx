import '@mantine/core/styles/PasswordInput.css';
import { Button, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { passwordChangeSchema } from '@refcheck/domain/schemas/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';
import { changePassword } from '../../auth/index.ts';

interface Values {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** Password change in /config (spec 2, 5): the current password, then the new one twice. */
export function PasswordChangeCard() {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    validate: schemaValidator(passwordChangeSchema as never),
  });

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await changePassword(values.currentPassword, values.newPassword);
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
      form.reset();
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_PASSWORD') {
        form.setFieldError('currentPassword', t('config.wrongCurrentPassword'));
      } else {
        notifications.show({ color: 'red', message: message('company.configUpdateFailed') });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md" maw={420}>
          <Title order={2} size="h4">
            {t('config.passwordTitle')}
          </Title>
          <PasswordInput
            label={t('config.currentPassword')}
            autoComplete="current-password"
            required
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('reset.password')}
            autoComplete="new-password"
            required
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('reset.confirmation')}
            autoComplete="new-password"
            required
            key={form.key('newPasswordConfirmation')}
            {...form.getInputProps('newPasswordConfirmation')}
          />
          <Button type="submit" loading={saving} w="fit-content">
            {t('config.changePassword')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
