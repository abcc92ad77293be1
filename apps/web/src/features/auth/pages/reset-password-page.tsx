import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { passwordResetSchema } from '@refcheck/domain/schemas/index';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';
import { PublicCard } from '../../../ui/layout/public-card.tsx';
import { resetPassword, setOperatorPassword } from '../api/password-reset.ts';

interface Values {
  password: string;
  passwordConfirmation: string;
}

interface PasswordPageProps {
  /** The query parameter holding the link's secret. */
  param: 'code' | 'token';
  submit: (secret: string, password: string) => Promise<unknown>;
  /** Where the user signs in afterwards. */
  next: '/login' | '/login/admin';
  operator?: boolean;
}

/** /login/reset_password?code=…: a new password and its confirmation (spec 2, 8). */
export function ResetPasswordPage() {
  return <PasswordPage param="code" submit={resetPassword} next="/login" />;
}

/** /login/operator_password?token=…: a new operator sets its password from the link `operator:create` printed. */
export function OperatorPasswordPage() {
  return <PasswordPage param="token" submit={setOperatorPassword} next="/login/admin" operator />;
}

function PasswordPage({ param, submit: send, next, operator = false }: PasswordPageProps) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const router = useRouter();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const code = search[param] === undefined || search[param] === null ? '' : String(search[param]);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { password: '', passwordConfirmation: '' },
    validate: schemaValidator(passwordResetSchema as never),
  });

  // Without a code the page has nothing to do (spec 8: missing query → /404).
  useEffect(() => {
    if (!code) void router.navigate({ to: '/404', replace: true });
  }, [code, router]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await send(code, values.password);
      notifications.show({
        color: 'teal',
        message: operator ? t('operatorPassword.succeeded') : message('auth.resetSucceeded'),
      });
      await router.navigate({ to: next, replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') {
        notifications.show({ color: 'red', message: message('auth.resetLinkExpired') });
        await router.navigate({ to: next, replace: true });
      } else {
        notifications.show({ color: 'red', message: message('auth.resetFailed') });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <PublicCard>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {operator ? t('operatorPassword.title') : t('reset.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {operator ? t('operatorPassword.lead') : t('reset.lead')}
          </Text>
        </Stack>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('reset.password')}
              autoComplete="new-password"
              required
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('reset.confirmation')}
              autoComplete="new-password"
              required
              key={form.key('passwordConfirmation')}
              {...form.getInputProps('passwordConfirmation')}
            />
            <Button type="submit" size="md" fullWidth loading={saving}>
              {operator ? t('operatorPassword.submit') : t('reset.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </PublicCard>
  );
}
