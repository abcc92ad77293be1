import { Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { passwordResetSchema } from '@refcheck/domain/schemas/index';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { PublicCard } from '../../../ui/layout/public-card.tsx';
import { resetPassword } from '../api/password-reset.ts';
import { schemaValidator, useDomainMessage } from '../domain-messages.ts';

interface Values {
  password: string;
  passwordConfirmation: string;
}

/** /login/reset_password?code=…: a new password and its confirmation (spec 2, 8). */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const router = useRouter();
  const search = useSearch({ strict: false }) as { code?: unknown };
  const code = search.code === undefined || search.code === null ? '' : String(search.code);
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
      await resetPassword(code, values.password);
      notifications.show({ color: 'teal', message: message('auth.resetSucceeded') });
      await router.navigate({ to: '/login', replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'INVALID_TOKEN') {
        notifications.show({ color: 'red', message: message('auth.resetLinkExpired') });
        await router.navigate({ to: '/login', replace: true });
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
            {t('reset.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reset.lead')}
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
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </PublicCard>
  );
}
