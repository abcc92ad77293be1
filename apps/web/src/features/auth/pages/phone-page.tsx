import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { normalizePhoneNumber, verificationCodeSchema } from '@refcheck/domain/schemas/index';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { usePrepareBotCheck } from '../../../lib/bot-check.ts';
import { useSession } from '../../../session/get-session.ts';
import { authKeys } from '../../../session/keys.ts';
import { CodeInput } from '../../../ui/code-input.tsx';
import { FormTextInput } from '../../../ui/form-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { PublicCard } from '../../../ui/layout/public-card.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { sendPhoneCode, verifyPhoneCode } from '../api/phone.ts';
import { usePhoneCodeErrorText } from '../phone-code-errors.ts';

type Step = 'INPUT_PHONE_NUMBER' | 'INPUT_VERIFY_CODE';

/** /signup/phone (and the sub-account variant): phone, then the SMS code, then the dashboard (spec 4). */
export function PhonePage() {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const codeErrorText = usePhoneCodeErrorText();
  const router = useRouter();
  const queryClient = useQueryClient();
  const session = useSession();
  const [step, setStep] = useState<Step>('INPUT_PHONE_NUMBER');
  usePrepareBotCheck();
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);

  // Only a signed-in user registers a phone.
  useEffect(() => {
    if (session.isSuccess && !session.data) void router.navigate({ to: '/login', replace: true });
  }, [session.isSuccess, session.data, router]);

  const phoneForm = useForm<{ phoneNumber: string }>({
    mode: 'uncontrolled',
    initialValues: { phoneNumber: '' },
    validate: {
      phoneNumber: (value) => (normalizePhoneNumber(value) ? null : message('auth.phoneInvalid')),
    },
  });
  const codeForm = useForm<{ code: string }>({
    mode: 'uncontrolled',
    initialValues: { code: '' },
    validate: schemaValidator(verificationCodeSchema),
  });

  const fail = (error: unknown) => {
    const text =
      isApiError(error) && error.isNetworkError
        ? message('auth.phoneNetworkError')
        : (codeErrorText(error) ?? message('auth.phoneVerifyFailed'));
    notifications.show({ color: 'red', message: text });
  };

  const send = async ({ phoneNumber }: { phoneNumber: string }) => {
    const e164 = normalizePhoneNumber(phoneNumber);
    if (!e164) return;
    setBusy(true);
    try {
      await sendPhoneCode(e164);
      setPhone(e164);
      setStep('INPUT_VERIFY_CODE');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const verify = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      await verifyPhoneCode(code.trim());
      notifications.show({ color: 'teal', message: message('auth.phoneRegistered') });
      await queryClient.invalidateQueries({ queryKey: authKeys.session });
      await router.navigate({ to: '/company', replace: true });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicCard>
      <Stack gap="lg">
        <Stack gap={4}>
          <Heading
            order={1}
            title={t('phone.title')}
            lead={step === 'INPUT_PHONE_NUMBER' ? t('phone.lead') : t('phone.codeLead', { phone })}
          />
        </Stack>
        {step === 'INPUT_PHONE_NUMBER' ? (
          <form onSubmit={phoneForm.onSubmit(send)} noValidate>
            <Stack gap="md">
              <FormTextInput
                form={phoneForm}
                path="phoneNumber"
                label={t('phone.label')}
                placeholder="09012345678"
                type="tel"
                autoComplete="tel"
                required
              />
              <Button type="submit" size="md" fullWidth loading={busy}>
                {t('phone.send')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={codeForm.onSubmit(verify)} noValidate>
            <Stack gap="md">
              <CodeInput
                label={t('code.label')}
                key={codeForm.key('code')}
                {...codeForm.getInputProps('code')}
              />
              <Button type="submit" size="md" fullWidth loading={busy}>
                {t('phone.verify')}
              </Button>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => {
                  codeForm.reset();
                  setStep('INPUT_PHONE_NUMBER');
                }}
              >
                {t('phone.back')}
              </Anchor>
            </Stack>
          </form>
        )}
      </Stack>
    </PublicCard>
  );
}
