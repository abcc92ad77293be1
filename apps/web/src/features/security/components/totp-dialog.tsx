/**
 * Setting up an authenticator app (issue 34): the password, then the QR code (drawn here, no external service) with
 * the key in text and the first code, then the 10 recovery codes shown once (downloadable as .txt).
 */
import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { CopySecretButton } from '../../../ui/shown-once-secret.tsx';
import { confirmApp, enableApp, securityKeys } from '../api/factors.ts';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; key: string; qr: string; codes: string[] }
  | { kind: 'recovery'; codes: string[] };

/** The key in groups of four, as apps ask it to be typed. */
export function groupKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

function downloadCodes(codes: string[], header: string) {
  const text = `${header}\r\n\r\n${codes.join('\r\n')}\r\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'refcheck-recovery-codes.txt';
  a.click();
  URL.revokeObjectURL(url);
}

export function TotpDialog(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setStep({ kind: 'password' });
    setPassword('');
    setCode('');
    setError(null);
    props.onClose();
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { totpURI, backupCodes } = await enableApp(password);
      const key = new URL(totpURI).searchParams.get('secret') ?? '';
      const svg = await QRCode.toString(totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      setStep({
        kind: 'scan',
        key,
        qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
        codes: backupCodes,
      });
    } catch (e) {
      setError(isApiError(e) && e.code === 'INVALID_PASSWORD' ? t('app.wrongPassword') : t('loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    setBusy(true);
    setError(null);
    try {
      await confirmApp(code.trim());
      setStep({ kind: 'recovery', codes: step.codes });
      await queryClient.invalidateQueries({ queryKey: securityKeys.factors });
    } catch {
      setError(t('app.codeInvalid'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={step.kind === 'recovery' ? t('app.recoveryTitle') : t('app.dialogTitle')}
      centered
      size="md"
      withCloseButton={step.kind !== 'recovery'}
      closeOnClickOutside={false}
      closeOnEscape={step.kind !== 'recovery'}
    >
      {step.kind === 'password' && (
        <form onSubmit={submitPassword} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('app.passwordLead')}</Text>
            <PasswordInput
              label={t('app.password')}
              autoComplete="current-password"
              required
              data-autofocus
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('passkeys.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={password === ''}>
                {t('app.next')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {step.kind === 'scan' && (
        <form onSubmit={submitCode} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('app.scanLead')}</Text>
            <Image src={step.qr} alt={t('app.qrAlt')} w={200} h={200} mx="auto" data-testid="totp-qr" />
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('app.key')}
              </Text>
              <Code block data-testid="totp-key" style={{ wordBreak: 'break-all', fontSize: 14 }}>
                {groupKey(step.key)}
              </Code>
              <Group justify="flex-end">
                <CopySecretButton value={step.key} />
              </Group>
            </Stack>
            <TextInput
              label={t('app.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              data-autofocus
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={busy} disabled={!/^\d{6}$/.test(code.trim())}>
                {t('app.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {step.kind === 'recovery' && (
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            {t('app.recoveryLead')}
          </Alert>
          <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
            {step.codes.map((c) => (
              <Code key={c} ta="center" fz="md">
                {c}
              </Code>
            ))}
          </SimpleGrid>
          <Group justify="space-between">
            <Button variant="light" onClick={() => downloadCodes(step.codes, t('app.fileHeader'))}>
              {t('app.download')}
            </Button>
            <Button onClick={close}>{t('app.saved')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
