import { Alert, Button, PasswordInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { subAccountSignupSchema } from '@refcheck/domain/schemas/index';
import type { SubAccountInvitation } from '@refcheck/domain/schemas/sub-account-response';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';
import { authKeys } from '../../../session/keys.ts';
import { PublicCard } from '../../../ui/layout/public-card.tsx';

interface Values {
  email: string;
  password: string;
  passwordConfirmation: string;
}

/** /signup/sub_account?company=…&token=…: the invited person sets email and password (spec 2, 4). */
export function SignupSubAccountPage() {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const router = useRouter();
  const queryClient = useQueryClient();
  const search = useSearch({ strict: false }) as { company?: unknown; token?: unknown };
  const company = search.company == null ? '' : String(search.company);
  const token = search.token == null ? '' : String(search.token);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!company || !token) void router.navigate({ to: '/404', replace: true });
  }, [company, token, router]);

  const invitation = useQuery({
    queryKey: ['sub-account-invitation', company, token],
    enabled: Boolean(company && token),
    retry: false,
    queryFn: () =>
      apiRequest<SubAccountInvitation>('/api/sub-account-invitations', {
        query: { company, token },
      }),
  });

  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', passwordConfirmation: '' },
    validate: schemaValidator(subAccountSignupSchema as never),
  });
  const email = invitation.data?.email;
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill once when the invitation arrives.
  useEffect(() => {
    if (email) form.setFieldValue('email', email);
  }, [email]);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await apiRequest('/api/signup/sub-account', { method: 'POST', body: { company, token, ...values } });
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      await router.navigate({ to: '/signup/sub_account/phone', replace: true });
    } catch (error) {
      const text =
        isApiError(error) && error.code === 'emailAlreadyInUse'
          ? message('auth.emailAlreadyInUse')
          : message('auth.signupFailed');
      notifications.show({ color: 'red', message: text });
    } finally {
      setSaving(false);
    }
  };

  return (
    <PublicCard>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('subSignup.title')}
        </Title>
        {invitation.isPending ? (
          <Skeleton height={120} />
        ) : invitation.isError ? (
          <Alert color="red">{t('subSignup.invalid')}</Alert>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('subSignup.lead', { company: invitation.data.companyName, name: invitation.data.name })}
            </Text>
            <form onSubmit={form.onSubmit(submit)} noValidate>
              <Stack gap="md">
                <TextInput
                  label={t('login.email')}
                  type="email"
                  required
                  autoComplete="email"
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <PasswordInput
                  label={t('login.password')}
                  required
                  autoComplete="new-password"
                  key={form.key('password')}
                  {...form.getInputProps('password')}
                />
                <PasswordInput
                  label={t('signup.passwordConfirmation')}
                  required
                  autoComplete="new-password"
                  key={form.key('passwordConfirmation')}
                  {...form.getInputProps('passwordConfirmation')}
                />
                <Button type="submit" size="md" fullWidth loading={saving}>
                  {t('signup.submit')}
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </PublicCard>
  );
}
