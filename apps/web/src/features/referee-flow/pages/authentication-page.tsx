/** /referee/authentication: the phone number and its SMS code. */

import '../styles.ts';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useQueryClient } from '../../../api/small-query.ts';
import { usePrepareBotCheck } from '../../../lib/bot-check.ts';
import { CodeInput } from '../../../ui/code-input.tsx';
import { FormStack } from '../../../ui/form-stack.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { useNavigate } from '../../../ui/navigation.tsx';
import { notifications } from '../../../ui/toast.tsx';
import { refereeKeys } from '../api/keys.ts';
import { resendCode } from '../api/resend-code.ts';
import { sendCode } from '../api/send-code.ts';
import { verifyCode } from '../api/verify-code.ts';
import { Frame, PageSkeleton } from '../components/page-frame.tsx';
import { useReferee } from '../components/use-referee.ts';

export function RefereeAuthenticationPage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { me } = useReferee();
  const [phase, setPhase] = useState<'phone' | 'code' | null>(null);
  const [countryCode, setCountryCode] = useState('+81');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const autoSent = useRef(false);
  usePrepareBotCheck();

  const explain = useCallback(
    (e: unknown): string => {
      if (!isApiError(e) || e.isNetworkError) return t('messages.errorPhoneRegisteredCheck');
      switch (e.code) {
        case 'validation':
        case 'referee.invalidNumber':
          return t('messages.invalidNumber');
        case 'referee.numberIsAlreadyRegistered':
          return t('messages.numberIsAlreadyRegistered');
        case 'referee.wrongAuthorizationCode':
          return t('messages.wrongAuthorizationCode');
        case 'referee.codeExpired':
          return t('auth.codeExpired');
        case 'referee.resendTooSoon':
          return t('auth.tooSoon');
        case 'botCheckFailed': // the server's localized text (domain catalog)
          return e.detail ?? t('messages.errorSmsAuthentication', { code: e.code });
        default:
          return t('messages.errorSmsAuthentication', { code: e.code });
      }
    },
    [t],
  );

  useEffect(() => {
    if (!me || phase) return;
    if (me.phoneVerified) {
      void navigate({ to: '/referee/answer/descriptions', replace: true });
    } else if (!me.isAgreeToPrivacyPolicy) {
      void navigate({ to: '/referee/instruction', replace: true });
    } else if (me.hasPhoneNumber) {
      // A stored number goes straight to code entry, and the code is sent.
      setPhase('code');
      if (!autoSent.current) {
        autoSent.current = true;
        resendCode().catch((e) => {
          if (!(isApiError(e) && e.code === 'referee.resendTooSoon')) setError(explain(e));
        });
      }
    } else {
      setPhase('phone');
    }
  }, [me, phase, navigate, explain]);

  if (!me || !phase) return <PageSkeleton />;

  const submitPhone = async () => {
    setError(null);
    if (!/^\d[\d-]{7,14}$/.test(phoneNumber.trim())) {
      setError(t('messages.invalidNumber'));
      return;
    }
    setBusy(true);
    try {
      const sent = await sendCode({ countryCode, phoneNumber: phoneNumber.replace(/-/g, '') });
      setSentTo(sent.phone);
      setPhase('code');
    } catch (e) {
      setError(explain(e));
    } finally {
      setBusy(false);
    }
  };
  const submitCode = async () => {
    setError(null);
    setBusy(true);
    try {
      await verifyCode(code.trim());
      await queryClient.invalidateQueries({ queryKey: refereeKeys.all });
      void navigate({ to: '/referee/answer/descriptions' });
    } catch (e) {
      setError(explain(e));
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setError(null);
    try {
      if (sentTo || !me.hasPhoneNumber)
        await sendCode({ countryCode, phoneNumber: phoneNumber.replace(/-/g, '') });
      else await resendCode();
      notifications.show({ color: 'teal', message: t('auth.resent') });
    } catch (e) {
      setError(explain(e));
    }
  };

  return (
    <Frame me={me} step="phone">
      {phase === 'phone' ? (
        <FormStack onSubmit={submitPhone}>
          <Heading order={1} size="h3" title={t('auth.phoneTitle')} />
          <Text size="sm">{t('auth.phoneLead')}</Text>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('auth.countryCode')}
              value={countryCode}
              onChange={(e) => setCountryCode(e.currentTarget.value)}
              w={96}
              inputMode="tel"
            />
            <TextInput
              label={t('auth.phoneNumber')}
              value={phoneNumber}
              onChange={(e) => setPhoneNumber(e.currentTarget.value)}
              placeholder="09012345678"
              inputMode="tel"
              autoComplete="tel-national"
              style={{ flex: 1 }}
              error={error ?? undefined}
              data-testid="referee-phone"
            />
          </Group>
          <Button type="submit" fullWidth loading={busy} data-testid="referee-send-code">
            {t('auth.send')}
          </Button>
        </FormStack>
      ) : (
        <FormStack onSubmit={submitCode}>
          <Heading order={1} size="h3" title={t('auth.codeTitle')} />
          <Text size="sm">{sentTo ? t('auth.codeLead', { phone: sentTo }) : t('auth.codeLeadStored')}</Text>
          <CodeInput
            label={t('auth.code')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            required={false}
            placeholder={undefined}
            error={error ?? undefined}
            styles={{ input: { letterSpacing: '0.4em', fontSize: 22, textAlign: 'center' } }}
            data-testid="referee-code"
          />
          <Button
            type="submit"
            fullWidth
            loading={busy}
            disabled={code.length !== 6}
            data-testid="referee-verify"
          >
            {t('auth.verify')}
          </Button>
          <Group justify="space-between">
            <Button variant="subtle" onClick={() => void resend()}>
              {t('auth.resend')}
            </Button>
            {!me.hasPhoneNumber && (
              <Button
                variant="subtle"
                color="gray"
                onClick={() => {
                  setPhase('phone');
                  setCode('');
                  setError(null);
                }}
              >
                {t('auth.changeNumber')}
              </Button>
            )}
          </Group>
        </FormStack>
      )}
    </Frame>
  );
}
