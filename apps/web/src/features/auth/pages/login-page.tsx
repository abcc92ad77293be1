import { Anchor, Box, Button, Checkbox, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { SecondFactor } from '@refcheck/domain';
import { translate } from '@refcheck/domain/messages/index';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../../../api/api-error.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { usePrepareBotCheck } from '../../../lib/bot-check.ts';
import { sessionQueryOptions } from '../../../session/get-session.ts';
import { authKeys } from '../../../session/keys.ts';
import { signOut } from '../../../session/sign-out.ts';
import { FormPasswordInput, FormTextInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { AnchorLink } from '../../../ui/links.tsx';
import { browserSupportsWebAuthnAutofill, signInWithPasskey } from '../../security/index.ts';
import { SsoLoginButton } from '../../sso/index.ts';
import { sendLoginCode, verifySecondFactor } from '../api/login-code.ts';
import { signIn } from '../api/sign-in.ts';
import { CodeStep } from '../components/code-step.tsx';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog.tsx';
import { TrialPanel } from '../components/trial-panel.tsx';
import { type LoginErrorNotice, loginErrorNotice, loginRefusedNotice } from '../login-errors.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

function notifyLoginError(notice: LoginErrorNotice, codeLabel: (code: string) => string) {
  notifications.show({
    id: 'login-error',
    color: 'red',
    icon: <IconAlertCircle size={20} />,
    title: notice.title,
    message: (
      <>
        <Text size="sm" component="span" display="block">
          {notice.message}
        </Text>
        {notice.code && (
          <Text size="xs" c="dimmed" component="span" display="block">
            {codeLabel(notice.code)}
          </Text>
        )}
      </>
    ),
    autoClose: 8000,
  });
}

/** A code went to this number moments ago (429 codeResendTooSoon): not a failed login, just wait and resend. */
function isResendTooSoon(error: unknown): error is ApiError {
  return isApiError(error) && error.code === 'codeResendTooSoon';
}

function notifyResendTooSoon(error: ApiError) {
  notifications.show({
    id: 'login-error',
    color: 'yellow',
    message: translate(currentLanguage(), 'auth.codeResendTooSoon', { seconds: error.retryAfter ?? 30 }),
    autoClose: 8000,
  });
}

function LoginForm({ admin }: { admin: boolean }) {
  const { t } = useTranslation(['auth', 'common', 'security']);
  const router = useRouter();
  const queryClient = useQueryClient();
  const search = useSearch({ strict: false }) as { redirect?: string };
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpened, forgot] = useDisclosure(false);
  const [step, setStep] = useState<'password' | 'code'>('password');
  // The factors the login policy offers after the password (issue 34), the chosen one first.
  const [methods, setMethods] = useState<SecondFactor[]>(['sms']);
  const [method, setMethod] = useState<SecondFactor>('sms');
  const [smsSent, setSmsSent] = useState(false);
  usePrepareBotCheck();

  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', rememberMe: false },
    validate: {
      email: (value) =>
        value.trim() === ''
          ? t('validation.emailRequired')
          : EMAIL_PATTERN.test(value.trim())
            ? null
            : t('validation.emailInvalid'),
      password: (value) => (value === '' ? t('validation.passwordRequired') : null),
    },
  });

  const fail = (error: unknown) =>
    notifyLoginError(loginErrorNotice(error, t), (code) => t('common:errors.errorCode', { code }));

  const resetAfterFailure = async () => {
    await signOut().catch(() => undefined);
    queryClient.setQueryData(authKeys.session, null);
  };

  const handleFailure = (error: unknown) => {
    fail(error);
    // IP not allowed (spec 4): the message, then sign-out after 3 seconds.
    if (isApiError(error) && error.code === 'ipNotAllowed') {
      window.setTimeout(() => {
        void resetAfterFailure();
        setStep('password');
      }, 3000);
    }
  };

  /** A session exists: check the admin login rule, then go on (phone registration first when none is set). */
  const finish = async () => {
    const session = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    // The admin login requires admin rights: anyone else gets the login error and is signed out (spec 2).
    if (!session || (admin && session.user.role !== 'admin')) {
      await resetAfterFailure();
      setStep('password');
      notifyLoginError(loginRefusedNotice(), String);
      return;
    }
    if (session.user.mustEnrol) {
      await router.navigate({ to: '/signup/security', replace: true });
      return;
    }
    if (!session.user.hasPhone && session.user.role === 'client') {
      await router.navigate({ to: '/signup/phone', replace: true });
      return;
    }
    if (search.redirect) await router.navigate({ href: search.redirect, replace: true });
    else await router.navigate({ to: '/', replace: true });
  };

  const handleSubmit = async (values: LoginValues) => {
    setSubmitting(true);
    notifications.hide('login-error');
    let signedIn = false;
    try {
      const result = await signIn({
        email: values.email.trim(),
        password: values.password,
        rememberMe: values.rememberMe,
      });
      if (result?.twoFactorRedirect) {
        const offered = result.twoFactorMethods?.length
          ? result.twoFactorMethods
          : (['sms'] as SecondFactor[]);
        setMethods(offered);
        setMethod(offered[0]!);
        setSmsSent(false);
        // The SMS code goes out only when it is the default (nothing else enrolled) or chosen.
        if (offered[0] !== 'sms') {
          setStep('code');
          return;
        }
        try {
          await sendLoginCode();
          setSmsSent(true);
        } catch (error) {
          // A code went to this number moments ago: go on to the code step, where it can be resent shortly.
          if (!isResendTooSoon(error)) throw error;
          setStep('code');
          notifyResendTooSoon(error);
          return;
        }
        setStep('code');
        return;
      }
      signedIn = true;
      await finish();
    } catch (error) {
      // A half-finished sign-in must not leave a session behind (spec 8: communication error, then sign-out).
      if (signedIn) await resetAfterFailure();
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const handleCode = async (code: string) => {
    setSubmitting(true);
    notifications.hide('login-error');
    try {
      await verifySecondFactor(method, code);
    } catch (error) {
      handleFailure(error);
      setSubmitting(false);
      return;
    }
    try {
      await finish();
    } catch (error) {
      await resetAfterFailure();
      setStep('password');
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const handleResend = async () => {
    notifications.hide('login-error');
    try {
      await sendLoginCode();
      notifications.show({ color: 'teal', message: t('code.resent') });
    } catch (error) {
      if (isResendTooSoon(error)) notifyResendTooSoon(error);
      else handleFailure(error);
    }
  };

  const handleMethod = async (next: SecondFactor) => {
    setMethod(next);
    if (next !== 'sms' || smsSent) return;
    try {
      await sendLoginCode();
      setSmsSent(true);
    } catch (error) {
      if (isResendTooSoon(error)) notifyResendTooSoon(error);
      else handleFailure(error);
    }
  };

  /** 「パスキーでログイン」, or a passkey picked in the email field's suggestions (conditional UI). */
  const handlePasskey = async (autofill: boolean) => {
    // The background (conditional) request starts with the page and again when the password step returns: it must
    // not hide the message that sent the person back there (e.g. 「アカウントが登録されていないか、権限がありません。」).
    if (!autofill) {
      setSubmitting(true);
      notifications.hide('login-error');
    }
    try {
      await signInWithPasskey(autofill);
    } catch (error) {
      if (!autofill) setSubmitting(false);
      // Cancelled, or the conditional request was replaced by the button's: nothing to report.
      if (error instanceof Error && (error.name === 'AbortError' || error.name === 'NotAllowedError')) return;
      // The background (conditional) request is not something the person asked for: a browser that cannot use
      // passkeys here (no authenticator, a relying-party ID this address does not match) stays silent. A refusal
      // from the server after a passkey was picked is still shown.
      if (autofill && !isApiError(error)) return;
      if (isApiError(error)) handleFailure(error);
      else notifyLoginError({ ...loginRefusedNotice(), message: t('security:signIn.passkeyFailed') }, String);
      return;
    }
    try {
      await finish();
    } catch (error) {
      await resetAfterFailure();
      handleFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  // Conditional UI: the browser offers this site's passkeys in the email field's autofill.
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per visit of the password step
  useEffect(() => {
    if (step !== 'password') return;
    let active = true;
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (supported && active) void handlePasskey(true);
    });
    return () => {
      active = false;
    };
  }, [step]);

  // Going back from the code step signs out (spec 2): the pending challenge is dropped with the session cookie.
  const handleBack = async () => {
    await resetAfterFailure();
    setStep('password');
  };

  if (step === 'code') {
    return (
      <CodeStep
        methods={methods}
        method={method}
        onMethod={(m) => void handleMethod(m)}
        submitting={submitting}
        onSubmit={handleCode}
        onResend={handleResend}
        onBack={handleBack}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Heading
          order={1}
          title={admin ? t('login.adminTitle') : t('login.title')}
          lead={admin ? t('login.adminLead') : t('login.lead')}
        />
      </Stack>

      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          <FormTextInput
            form={form}
            path="email"
            label={t('login.email')}
            placeholder={t('login.emailPlaceholder')}
            type="email"
            autoComplete="username webauthn"
            required
          />
          <FormPasswordInput
            form={form}
            path="password"
            label={t('login.password')}
            autoComplete="current-password"
            required
          />
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={t('login.rememberMe')}
              key={form.key('rememberMe')}
              {...form.getInputProps('rememberMe', { type: 'checkbox' })}
            />
            <Anchor component="button" type="button" size="sm" onClick={forgot.open}>
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={submitting} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>

      <Divider label={t('login.or')} labelPosition="center" />

      <Button
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconKey size={18} />}
        onClick={() => void handlePasskey(false)}
        disabled={submitting}
        data-testid="passkey-login"
      >
        {t('security:signIn.passkey')}
      </Button>

      <SsoLoginButton
        label={t('login.sso')}
        getEmail={() => (form.validateField('email').hasError ? null : form.getValues().email.trim())}
        onSignedIn={finish}
      />

      {!admin && (
        <Text size="sm" ta="center" c="dimmed">
          {t('login.noAccount')}{' '}
          <AnchorLink to="/signup" fw={600}>
            {t('login.signup')}
          </AnchorLink>
        </Text>
      )}

      <ForgotPasswordDialog opened={forgotOpened} onClose={forgot.close} />
    </Stack>
  );
}

/** /login: the form beside the free-trial panel (stacked on phones). */
export function LoginPage() {
  return (
    <Paper withBorder shadow="sm" radius="lg" w="100%" maw={920} style={{ overflow: 'hidden' }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={0}>
        <Box p={{ base: 'lg', sm: 40 }}>
          <LoginForm admin={false} />
        </Box>
        <TrialPanel />
      </SimpleGrid>
    </Paper>
  );
}

/** /login/admin: the same form; only admins may pass. */
export function AdminLoginPage() {
  return (
    <Paper withBorder shadow="sm" radius="lg" w="100%" maw={460} p={{ base: 'lg', sm: 40 }}>
      <LoginForm admin />
    </Paper>
  );
}
