import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { passwordResetRequestSchema } from '@refcheck/domain/schemas/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';
import { requestPasswordReset } from '../api/password-reset.ts';

/** Password-reset request (spec 2): the same answer whether or not the account exists. */
export function ForgotPasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const [sending, setSending] = useState(false);
  const form = useForm<{ email: string }>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: schemaValidator(passwordResetRequestSchema),
  });

  const submit = async ({ email }: { email: string }) => {
    setSending(true);
    try {
      await requestPasswordReset(email.trim());
      notifications.show({ color: 'teal', message: message('auth.resetMailSent') });
      form.reset();
      onClose();
    } catch (error) {
      const text =
        isApiError(error) && error.status === 429
          ? t('common:errors.tooManyRequests')
          : message('auth.resetMailFailed');
      notifications.show({ color: 'red', message: text });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('forgotPassword.title')} centered>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('forgotPassword.text')}
          </Text>
          <TextInput
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            type="email"
            autoComplete="email"
            data-autofocus
            key={form.key('email')}
            {...form.getInputProps('email')}
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
