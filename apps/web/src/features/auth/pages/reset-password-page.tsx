import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { passwordResetSchema } from '@refcheck/domain/schemas/index';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { FormPasswordInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { PublicCard } from '../../../ui/layout/public-card.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
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
  const { m: message } = useDomainText();
  const router = useRouter();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const code = search[param] === undefined || search[param] === null ? '' : String(search[param]);
  const { saving, save: saveWith } = useSave();
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
    const expired = (error: unknown) => isApiError(error) && error.code === 'INVALID_TOKEN';
    await saveWith(() => send(code, values.password), {
      success: operator ? t('operatorPassword.succeeded') : message('auth.resetSucceeded'),
      afterSuccess: () => router.navigate({ to: next, replace: true }),
      failure: (error) => (expired(error) ? message('auth.resetLinkExpired') : message('auth.resetFailed')),
      afterFailure: (error) => expired(error) && router.navigate({ to: next, replace: true }),
    });
  };

  return (
    <PublicCard>
      <Stack gap="lg">
        <Stack gap={4}>
          <Heading
            order={1}
            title={operator ? t('operatorPassword.title') : t('reset.title')}
            lead={operator ? t('operatorPassword.lead') : t('reset.lead')}
          />
        </Stack>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <FormPasswordInput
              form={form}
              path="password"
              label={t('reset.password')}
              autoComplete="new-password"
              required
            />
            <FormPasswordInput
              form={form}
              path="passwordConfirmation"
              label={t('reset.confirmation')}
              autoComplete="new-password"
              required
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
