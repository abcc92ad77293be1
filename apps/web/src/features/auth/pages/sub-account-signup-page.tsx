import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { subAccountSignupSchema } from '@refcheck/domain/schemas/index';
import type { SubAccountInvitation } from '@refcheck/domain/schemas/sub-account-response';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { authKeys } from '../../../session/keys.ts';
import { FormPasswordInput, FormTextInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { PublicCard } from '../../../ui/layout/public-card.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';

interface Values {
  email: string;
  password: string;
  passwordConfirmation: string;
}

/** /signup/sub_account?company=…&token=…: the invited person sets email and password (spec 2, 4). */
export function SignupSubAccountPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const search = useSearch({ strict: false }) as { company?: unknown; token?: unknown };
  const company = search.company == null ? '' : String(search.company);
  const token = search.token == null ? '' : String(search.token);
  const { saving, save: saveWith } = useSave();

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
    await saveWith(
      async () => {
        await apiRequest('/api/signup/sub-account', { method: 'POST', body: { company, token, ...values } });
        await queryClient.invalidateQueries({ queryKey: authKeys.session });
        await router.navigate({ to: '/signup/sub_account/phone', replace: true });
      },
      {
        failure: (error) =>
          isApiError(error) && error.code === 'emailAlreadyInUse'
            ? message('auth.emailAlreadyInUse')
            : message('auth.signupFailed'),
      },
    );
  };

  return (
    <PublicCard>
      <Stack gap="lg">
        <Heading order={1} title={t('subSignup.title')} />
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
                <FormTextInput
                  form={form}
                  path="email"
                  label={t('login.email')}
                  type="email"
                  required
                  autoComplete="email"
                />
                <FormPasswordInput
                  form={form}
                  path="password"
                  label={t('login.password')}
                  required
                  autoComplete="new-password"
                />
                <FormPasswordInput
                  form={form}
                  path="passwordConfirmation"
                  label={t('signup.passwordConfirmation')}
                  required
                  autoComplete="new-password"
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
