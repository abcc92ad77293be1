/**
 * The 「パスキーと認証アプリ」 card in 設定 (issue 34): passkeys (add, name, list, remove), the authenticator app (set
 * up with a QR code and recovery codes, remove), and for the main account the company's login policy.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { useSession } from '../../../session/get-session.ts';
import { authKeys } from '../../../session/keys.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useSave } from '../../../ui/use-save.ts';
import { disableApp, saveFactorPolicy, securityKeys, useFactorPolicy, useFactors } from '../api/factors.ts';
import {
  addPasskey,
  browserSupportsWebAuthn,
  deletePasskey,
  renamePasskey,
  usePasskeys,
} from '../api/passkeys.ts';
import { ConfirmDialog, PasskeyNameDialog } from './passkey-dialogs.tsx';
import { TotpDialog } from './totp-dialog.tsx';

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: securityKeys.factors }),
      queryClient.invalidateQueries({ queryKey: securityKeys.passkeys }),
      queryClient.invalidateQueries({ queryKey: authKeys.session }),
    ]);
}

function PasskeySection(props: { account: string }) {
  const { t } = useTranslation('security');
  const passkeys = usePasskeys();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<
    | { kind: 'add' }
    | { kind: 'rename'; id: string; name: string }
    | { kind: 'remove'; id: string; name: string }
    | null
  >(null);
  const { saving: busy, save } = useSave();
  const supported = browserSupportsWebAuthn();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(
      currentLanguage() === 'jp' ? 'ja-JP' : currentLanguage() === 'cn' ? 'zh-CN' : 'en-US',
    );

  const run = async (action: () => Promise<unknown>, done: string, failed = t('passkeys.failed')) => {
    await save(
      async () => {
        await action();
        await refresh();
      },
      {
        success: done,
        afterSuccess: () => setDialog(null),
        failure: (error) =>
          error instanceof Error && error.name === 'NotAllowedError' ? t('passkeys.cancelled') : failed,
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Heading order={3} title={t('passkeys.title')} />
        <Button
          size="sm"
          variant="light"
          leftSection={<IconKey size={16} />}
          onClick={() => setDialog({ kind: 'add' })}
          disabled={!supported}
        >
          {t('passkeys.add')}
        </Button>
      </Group>
      {!supported && (
        <Text size="sm" c="dimmed">
          {t('passkeys.unsupported')}
        </Text>
      )}
      {passkeys.data && passkeys.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('passkeys.empty')}
        </Text>
      )}
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('passkeys.title')}
      >
        {passkeys.data?.map((p) => {
          const name = p.name || t('passkeys.defaultName');
          return (
            <Group
              key={p.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="passkey-row"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('passkeys.addedAt', { at: date(p.createdAt) })}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('passkeys.rename')}：${name}`}
                  onClick={() => setDialog({ kind: 'rename', id: p.id, name })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('passkeys.remove')}：${name}`}
                  onClick={() => setDialog({ kind: 'remove', id: p.id, name })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
      </Stack>
      <PasskeyNameDialog
        opened={dialog?.kind === 'add' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? t('passkeys.renameTitle') : t('passkeys.add')}
        initial={dialog?.kind === 'rename' ? dialog.name : t('passkeys.defaultName')}
        busy={busy}
        onClose={() => setDialog(null)}
        onSubmit={(name) =>
          dialog?.kind === 'rename'
            ? void run(() => renamePasskey(dialog.id, name), t('passkeys.renamed'))
            : void run(() => addPasskey(name, props.account), t('passkeys.added'))
        }
      />
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={t('passkeys.removeTitle')}
        message={t('passkeys.removeConfirm', { name: dialog?.kind === 'remove' ? dialog.name : '' })}
        confirm={t('passkeys.remove')}
        busy={busy}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          dialog?.kind === 'remove' && void run(() => deletePasskey(dialog.id), t('passkeys.removed'))
        }
      />
    </Stack>
  );
}

function AppSection(props: { enabled: boolean; recoveryLeft: number | null }) {
  const { t } = useTranslation('security');
  const refresh = useRefresh();
  const [setUp, setSetUp] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { saving: busy, save } = useSave();

  const remove = async () => {
    setError(null);
    await save(
      async () => {
        await disableApp(password);
        await refresh();
      },
      {
        success: t('app.removed'),
        afterSuccess: () => {
          setRemoving(false);
          setPassword('');
        },
        // Shown in the dialog, not as a toast.
        failure: (e) => {
          setError(isApiError(e) && e.code === 'INVALID_PASSWORD' ? t('app.wrongPassword') : t('loadFailed'));
          return undefined;
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Heading order={3} title={t('app.title')} />
          <Badge color={props.enabled ? 'teal' : 'gray'} variant="light" data-testid="totp-status">
            {props.enabled ? t('app.enabled') : t('app.notEnabled')}
          </Badge>
        </Group>
        {props.enabled ? (
          <Button size="sm" variant="subtle" color="red" onClick={() => setRemoving(true)}>
            {t('app.remove')}
          </Button>
        ) : (
          <Button size="sm" variant="light" onClick={() => setSetUp(true)}>
            {t('app.setUp')}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t('app.lead')}
      </Text>
      {props.enabled && props.recoveryLeft !== null && (
        <Text size="sm">{t('app.recoveryLeft', { count: props.recoveryLeft })}</Text>
      )}
      <TotpDialog opened={setUp} onClose={() => setSetUp(false)} />
      <ConfirmDialog
        opened={removing}
        title={t('app.removeTitle')}
        message={t('app.passwordLead')}
        confirm={t('app.remove')}
        busy={busy}
        onClose={() => setRemoving(false)}
        onConfirm={() => void remove()}
      >
        <PasswordInput
          label={t('app.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={error}
        />
      </ConfirmDialog>
    </Stack>
  );
}

function PolicySection() {
  const { t } = useTranslation('security');
  const policy = useFactorPolicy(true);
  const queryClient = useQueryClient();
  const { saving, save: saveWith } = useSave();
  const toggle = async (on: boolean) => {
    await saveWith(
      async () => {
        const saved = await saveFactorPolicy({ policy: on ? 'strongFactorRequired' : 'default' });
        queryClient.setQueryData(securityKeys.policy, saved);
        await queryClient.invalidateQueries({ queryKey: securityKeys.factors });
      },
      { success: t('policy.saved'), failure: t('loadFailed') },
    );
  };
  return (
    <Stack gap="xs">
      <Heading order={3} title={t('policy.title')} />
      <Switch
        label={t('policy.label')}
        description={t('policy.description')}
        checked={policy.data?.policy === 'strongFactorRequired'}
        disabled={!policy.data || saving}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
    </Stack>
  );
}

export function SecurityCard() {
  const { t } = useTranslation('security');
  const session = useSession().data;
  const factors = useFactors();
  if (!session) return null;
  const mainAccount = session.user.role === 'client' && !session.user.isSubAccount;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="security-card-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="security-card-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('lead')}
          </Text>
        </Stack>
        {factors.isError && <Alert color="red">{t('loadFailed')}</Alert>}
        {factors.data?.mustEnrol && (
          <Alert color="orange" variant="light" data-testid="enrol-required">
            {t('requiredNotice')}
          </Alert>
        )}
        {factors.data?.suggestEnrol && (
          <Alert color="blue" variant="light">
            {t('operatorNotice')}
          </Alert>
        )}
        {factors.data && !factors.data.totp && factors.data.passkeys === 0 && factors.data.sms && (
          <Text size="xs" c="dimmed">
            {t('smsRisk')}
          </Text>
        )}
        <PasskeySection account={session.user.email} />
        <Divider />
        <AppSection
          enabled={factors.data?.totp ?? false}
          recoveryLeft={factors.data?.recoveryCodesLeft ?? null}
        />
        {mainAccount && !factors.data?.mustEnrol && (
          <>
            <Divider />
            <PolicySection />
          </>
        )}
      </Stack>
    </Paper>
  );
}
