import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetRequestSchema } from '@refcheck/domain/schemas/index';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { FormTextInput } from '../../../ui/form-input.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
import { requestPasswordReset } from '../api/password-reset.ts';

/** Password-reset request (spec 2): the same answer whether or not the account exists. */
export function ForgotPasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const { saving: sending, save } = useSave();
  const form = useForm<{ email: string }>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaValidator(passwordResetRequestSchema),
  });

  const submit = async ({ email }: { email: string }) => {
    await save(() => requestPasswordReset(email.trim()), {
      success: message('auth.resetMailSent'),
      afterSuccess: () => {
        form.reset();
        onClose();
      },
      failure: (error) =>
        isApiError(error) && error.status === 429
          ? t('common:errors.tooManyRequests')
          : message('auth.resetMailFailed'),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('forgotPassword.title')} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('forgotPassword.text')}
          </Text>
          <FormTextInput
            form={form}
            path="email"
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            type="email"
            autoComplete="email"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('forgotPassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
