import '@mantine/core/styles/PasswordInput.css';
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatPhone } from '@refcheck/domain/rules/phone-format';
import type { ProfileView } from '@refcheck/domain/schemas/identity-response';
import {
  emailChangeSchema,
  normalizePhoneNumber,
  profileNameSchema,
  verificationCodeSchema,
} from '@refcheck/domain/schemas/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { botCheckHeaders } from '../../../lib/bot-check.ts';
import { authKeys } from '../../../session/keys.ts';
import { CodeInput } from '../../../ui/code-input.tsx';
import { FormPasswordInput, FormTextInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { SavedValuesFieldset } from '../../../ui/saved-values-fieldset.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSavedValues } from '../../../ui/use-saved-values.ts';
import { usePhoneCodeErrorText } from '../../auth/index.ts';

type Profile = ProfileView;

const key = ['account-profile'] as const;

/**
 * 「個人設定」 in /config (spec 2, 6): the own display name; the email and the sign-in phone, each changed only with
 * the current password (re-authentication), the phone after an SMS code to the new number.
 */
export function ProfileCard() {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const codeErrorText = usePhoneCodeErrorText();
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: key, queryFn: () => apiRequest<Profile>('/api/account/profile') });
  const [busy, setBusy] = useState<'name' | 'email' | 'phone' | 'code' | null>(null);
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);

  const nameForm = useForm<{ name: string }>({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaValidator(profileNameSchema as never),
  });
  const emailForm = useForm<{ email: string; currentPassword: string }>({
    mode: 'uncontrolled',
    initialValues: { email: '', currentPassword: '' },
    validate: schemaValidator(emailChangeSchema as never),
  });
  const phoneForm = useForm<{ phoneNumber: string; currentPassword: string }>({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '', currentPassword: '' },
    validate: {
      phoneNumber: (value) => (normalizePhoneNumber(value) ? null : message('auth.phoneInvalid')),
      currentPassword: (value) => (value ? null : message('validation.currentPasswordRequired')),
    },
  });
  const codeForm = useForm<{ code: string }>({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: schemaValidator(verificationCodeSchema),
  });

  const loaded = profile.data;
  const ready = useSavedValues(nameForm, loaded, (saved) => ({ name: saved.name }));

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: key });
    await queryClient.invalidateQueries({ queryKey: authKeys.session });
  };

  /** Maps an API failure to the spec's message; a wrong password shows under the password field. */
  const fail = (error: unknown, passwordField?: { setFieldError: (path: string, error: string) => void }) => {
    if (isApiError(error) && error.code === 'INVALID_PASSWORD' && passwordField) {
      passwordField.setFieldError('currentPassword', t('config.wrongCurrentPassword'));
      return;
    }
    const text =
      isApiError(error) && error.code === 'emailAlreadyInUse'
        ? message('auth.emailAlreadyInUse')
        : (codeErrorText(error) ?? message('company.configUpdateFailed'));
    notifications.show({ color: 'red', message: text });
  };

  const saveName = async ({ name }: { name: string }) => {
    setBusy('name');
    try {
      await apiRequest('/api/account/profile', { method: 'PUT', body: { name } });
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  const changeEmail = async (values: { email: string; currentPassword: string }) => {
    setBusy('email');
    try {
      await apiRequest('/api/account/email', { method: 'POST', body: values });
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
      emailForm.reset();
      await refresh();
    } catch (error) {
      fail(error, emailForm);
    } finally {
      setBusy(null);
    }
  };

  const sendCode = async (values: { phoneNumber: string; currentPassword: string }) => {
    const e164 = normalizePhoneNumber(values.phoneNumber);
    if (!e164) return;
    setBusy('phone');
    try {
      await apiRequest('/api/account/phone/code', {
        method: 'POST',
        body: { phoneNumber: e164, currentPassword: values.currentPassword },
        headers: await botCheckHeaders(),
      });
      setPendingPhone(e164);
      phoneForm.reset();
    } catch (error) {
      fail(error, phoneForm);
    } finally {
      setBusy(null);
    }
  };

  const verifyCode = async ({ code }: { code: string }) => {
    setBusy('code');
    try {
      await apiRequest('/api/account/phone/verify', { method: 'POST', body: { code: code.trim() } });
      notifications.show({ color: 'teal', message: t('profile.phoneChanged') });
      setPendingPhone(null);
      codeForm.reset();
      await refresh();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="profile-card">
      <Stack gap="lg">
        <Heading order={2} title={t('profile.title')} />

        <form onSubmit={nameForm.onSubmit(saveName)} noValidate aria-label={t('profile.name')}>
          <SavedValuesFieldset ready={ready}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <FormTextInput
                form={nameForm}
                path="name"
                label={t('profile.name')}
                autoComplete="name"
                required
                w={{ base: '100%', xs: 320 }}
              />
              <Button type="submit" variant="light" loading={busy === 'name'}>
                {t('profile.saveName')}
              </Button>
            </Group>
          </SavedValuesFieldset>
        </form>

        <Divider />

        <form onSubmit={emailForm.onSubmit(changeEmail)} noValidate aria-label={t('profile.email')}>
          <Stack gap="sm" maw={420}>
            <div>
              <Text size="sm" fw={500}>
                {t('profile.email')}
              </Text>
              <Text size="sm" data-testid="profile-email" style={{ overflowWrap: 'anywhere' }}>
                {loaded?.email ?? ''}
              </Text>
            </div>
            <Text size="xs" c="dimmed">
              {t('profile.emailLead')}
            </Text>
            <FormTextInput
              form={emailForm}
              path="email"
              label={t('profile.newEmail')}
              type="email"
              autoComplete="email"
              required
            />
            <FormPasswordInput
              form={emailForm}
              path="currentPassword"
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              required
            />
            <Button type="submit" loading={busy === 'email'} w="fit-content">
              {t('profile.changeEmail')}
            </Button>
          </Stack>
        </form>

        <Divider />

        <Stack gap="sm" maw={420}>
          <div>
            <Text size="sm" fw={500}>
              {t('profile.phone')}
            </Text>
            <Text size="sm" data-testid="profile-phone">
              {loaded ? (loaded.phoneNumber ? formatPhone(loaded.phoneNumber) : t('profile.noPhone')) : ''}
            </Text>
          </div>
          {pendingPhone === null ? (
            <form onSubmit={phoneForm.onSubmit(sendCode)} noValidate aria-label={t('profile.phone')}>
              <Stack gap="sm">
                <Text size="xs" c="dimmed">
                  {t('profile.phoneLead')}
                </Text>
                <FormTextInput
                  form={phoneForm}
                  path="phoneNumber"
                  label={t('profile.newPhone')}
                  placeholder="09012345678"
                  type="tel"
                  autoComplete="tel"
                  required
                />
                <FormPasswordInput
                  form={phoneForm}
                  path="currentPassword"
                  label={t('profile.currentPassword')}
                  autoComplete="current-password"
                  required
                />
                <Button type="submit" loading={busy === 'phone'} w="fit-content">
                  {t('profile.sendCode')}
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={codeForm.onSubmit(verifyCode)} noValidate aria-label={t('profile.phone')}>
              <Stack gap="sm">
                <Text size="sm">{t('profile.codeLead', { phone: pendingPhone })}</Text>
                <CodeInput
                  label={t('code.label')}
                  key={codeForm.key('code')}
                  {...codeForm.getInputProps('code')}
                />
                <Group gap="sm">
                  <Button type="submit" loading={busy === 'code'}>
                    {t('profile.verify')}
                  </Button>
                  <Button
                    variant="subtle"
                    onClick={() => {
                      codeForm.reset();
                      setPendingPhone(null);
                    }}
                  >
                    {t('profile.cancel')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
