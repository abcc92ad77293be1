import '@mantine/core/styles/PasswordInput.css';
import { Button, Paper, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordChangeSchema } from '@refcheck/domain/schemas/index';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { FormPasswordInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
import { changePassword } from '../../auth/index.ts';

interface Values {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

/** Password change in /config (spec 2, 5): the current password, then the new one twice. */
export function PasswordChangeCard() {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const { saving, save: saveWith } = useSave();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
    validate: schemaValidator(passwordChangeSchema as never),
  });

  const submit = async (values: Values) => {
    await saveWith(() => changePassword(values.currentPassword, values.newPassword), {
      success: message('common.updateSucceeded'),
      afterSuccess: () => form.reset(),
      failure: (error) => {
        if (!(isApiError(error) && error.code === 'INVALID_PASSWORD'))
          return message('company.configUpdateFailed');
        form.setFieldError('currentPassword', t('config.wrongCurrentPassword'));
        return undefined;
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md" maw={420}>
          <Heading order={2} title={t('config.passwordTitle')} />
          <FormPasswordInput
            form={form}
            path="currentPassword"
            label={t('config.currentPassword')}
            autoComplete="current-password"
            required
          />
          <FormPasswordInput
            form={form}
            path="newPassword"
            label={t('reset.password')}
            autoComplete="new-password"
            required
          />
          <FormPasswordInput
            form={form}
            path="newPasswordConfirmation"
            label={t('reset.confirmation')}
            autoComplete="new-password"
            required
          />
          <Button type="submit" loading={saving} w="fit-content">
            {t('config.changePassword')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
