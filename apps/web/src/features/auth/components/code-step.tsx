/**
 * The second step of a sign-in: the code of the factor the person chooses among those the login policy offers
 * (issue 34) — the authenticator app, a recovery code, or the SMS code (spec 2, the default without an app).
 */
import { Anchor, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { SecondFactor } from '@refcheck/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../../ui/code-input.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';

export function CodeStep(props: {
  methods: SecondFactor[];
  method: SecondFactor;
  onMethod: (method: SecondFactor) => void;
  submitting: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(['auth', 'security']);
  const { m: message } = useDomainText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recovery = props.method === 'recoveryCode';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    const valid = recovery ? /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(value) : /^\d{6}$/.test(value);
    if (!valid) {
      setError(message('validation.verificationCodeInvalid'));
      return;
    }
    props.onSubmit(value);
  };

  const label = (m: SecondFactor) =>
    m === 'totp'
      ? t('security:signIn.methodTotp')
      : m === 'recoveryCode'
        ? t('security:signIn.methodRecovery')
        : t('security:signIn.methodSms');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Heading
          order={1}
          title={props.method === 'sms' ? t('code.title') : t('security:signIn.codeTitle')}
        />
        <Text size="sm" c="dimmed">
          {props.method === 'totp'
            ? t('security:signIn.totpLead')
            : recovery
              ? t('security:signIn.recoveryLead')
              : t('code.lead')}
        </Text>
      </Stack>
      {props.methods.length > 1 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="code-method-label">
            {t('security:signIn.methodLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="code-method-label"
            fullWidth
            value={props.method}
            onChange={(value) => {
              setCode('');
              setError(null);
              props.onMethod(value as SecondFactor);
            }}
            data={props.methods.map((m) => ({ value: m, label: label(m) }))}
          />
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <CodeInput
            label={recovery ? t('security:signIn.recoveryLabel') : t('code.label')}
            recovery={recovery}
            data-autofocus
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" size="md" fullWidth loading={props.submitting}>
            {t('code.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={props.onBack}>
              {t('code.back')}
            </Anchor>
            {props.method === 'sms' && (
              <Anchor component="button" type="button" size="sm" onClick={props.onResend}>
                {t('code.resend')}
              </Anchor>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
