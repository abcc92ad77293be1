/**
 * /privacy/request (public, no login, phone first): a person proves their e-mail address or phone number with a
 * 6-digit code, then downloads their data or asks the companies holding it to erase it. The start never tells
 * whether we hold data about the address.
 */
import './styles.ts';
import { Alert, Button, Card, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { fieldErrors, PRIVACY_CODE_MINUTES, privacyCodeRequestSchema } from '@refcheck/domain/schemas/index';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { changeLanguage, currentLanguage } from '../../i18n/index.ts';
import { LANGUAGES, type Language } from '../../i18n/languages.ts';
import { usePrepareBotCheck } from '../../lib/bot-check.ts';
import { FormStack } from '../../ui/form-stack.tsx';
import { Heading } from '../../ui/heading.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { sendPrivacyCode, verifyPrivacyCode } from './api.ts';
import { ChooseStep } from './choose-step.tsx';

type Step = 'contact' | 'code' | 'choose';

export function PrivacyRequestPage() {
  const { m } = useDomainText();
  const [step, setStep] = useState<Step>('contact');
  usePrepareBotCheck();
  useEffect(() => {
    // The mail footer's link carries the mail's language.
    const lang = new URLSearchParams(window.location.search).get('lang');
    if (lang && (LANGUAGES as readonly string[]).includes(lang) && lang !== currentLanguage())
      void changeLanguage(lang as Language);
  }, []);

  return (
    <Stack gap="lg">
      <div>
        <Heading order={1} title={m('privacy.title')} />
        <Text size="sm" mt="xs">
          {m('privacy.lead')}
        </Text>
      </div>
      {step === 'contact' ? <ContactStep onSent={() => setStep('code')} /> : null}
      {step === 'code' ? (
        <CodeStep onVerified={() => setStep('choose')} onBack={() => setStep('contact')} />
      ) : null}
      {step === 'choose' ? <ChooseStep onFinish={() => setStep('contact')} /> : null}
    </Stack>
  );
}

function ContactStep({ onSent }: { onSent: () => void }) {
  const { m } = useDomainText();
  const [channel, setChannel] = useState<'mail' | 'sms'>('mail');
  const [email, setEmail] = useState('');
  const [countryCode, setCountryCode] = useState('+81');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailure(null);
    const language = currentLanguage();
    const input =
      channel === 'mail'
        ? { channel, email, language }
        : { channel, countryCode, phoneNumber: phoneNumber.replace(/[-\s]/g, ''), language };
    const parsed = privacyCodeRequestSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, language));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendPrivacyCode(input);
      onSent();
    } catch (e) {
      setFailure(isApiError(e) ? (e.detail ?? e.title ?? e.code) : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" p="lg">
      <FormStack onSubmit={submit}>
        <Stack gap={6}>
          <Text component="span" id="privacy-channel-label" fw={600} size="sm">
            {m('privacy.channelLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="privacy-channel-label"
            fullWidth
            value={channel}
            onChange={(v) => setChannel(v as 'mail' | 'sms')}
            data={[
              { value: 'mail', label: m('privacy.channelMail') },
              { value: 'sms', label: m('privacy.channelSms') },
            ]}
          />
        </Stack>
        {channel === 'mail' ? (
          <TextInput
            label={m('privacy.emailLabel')}
            type="email"
            autoComplete="email"
            data-testid="privacy-email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
            withAsterisk
          />
        ) : (
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              label={m('privacy.countryCodeLabel')}
              value={countryCode}
              onChange={(e) => setCountryCode(e.currentTarget.value)}
              error={errors.countryCode}
              w={104}
              inputMode="tel"
            />
            <TextInput
              label={m('privacy.phoneLabel')}
              value={phoneNumber}
              onChange={(e) => setPhoneNumber(e.currentTarget.value)}
              error={errors.phoneNumber}
              placeholder="09012345678"
              inputMode="tel"
              autoComplete="tel-national"
              style={{ flex: 1 }}
              withAsterisk
            />
          </Group>
        )}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" fullWidth loading={busy} data-testid="privacy-send-code">
          {m('privacy.sendCode')}
        </Button>
      </FormStack>
    </Card>
  );
}

function CodeStep({ onVerified, onBack }: { onVerified: () => void; onBack: () => void }) {
  const { m } = useDomainText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    setBusy(true);
    try {
      await verifyPrivacyCode(code.trim());
      onVerified();
    } catch (e) {
      const known = isApiError(e) ? e.code : '';
      setError(
        known === 'privacy.wrongCode'
          ? m('privacy.wrongCode')
          : known === 'privacy.codeExpired'
            ? m('privacy.codeExpired')
            : known === 'privacy.sessionExpired'
              ? m('privacy.sessionExpired')
              : known === 'validation'
                ? m('validation.verificationCodeInvalid')
                : isApiError(e)
                  ? (e.detail ?? e.title ?? e.code)
                  : String(e),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" p="lg">
      <FormStack onSubmit={submit}>
        <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {m('privacy.codeSent').replace('{minutes}', String(PRIVACY_CODE_MINUTES))}
        </Alert>
        <TextInput
          label={m('privacy.codeLabel')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          data-testid="privacy-code"
          maxLength={6}
          error={error}
          withAsterisk
        />
        <Button type="submit" fullWidth loading={busy} data-testid="privacy-verify">
          {m('privacy.verify')}
        </Button>
        <Button variant="subtle" onClick={onBack}>
          {m('privacy.startOver')}
        </Button>
      </FormStack>
    </Card>
  );
}
