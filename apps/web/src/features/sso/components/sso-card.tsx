import '@mantine/core/styles/SegmentedControl.css';
import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  FileInput,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageKey } from '@refcheck/domain/messages/index';
import { IconBrandWindows, IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
import {
  type IdpInput,
  removeIdp,
  type SsoSettings,
  saveIdp,
  ssoKey,
  ssoQueryOptions,
  startLink,
  unlink,
} from '../api.ts';
import { SSO_ERROR_MESSAGES } from '../messages.ts';
import { runSsoPopup, SsoError } from '../popup.ts';

const FORM_ERRORS = new Set([
  'ssoSettingsRequired',
  'ssoMetadataInvalid',
  'ssoCertificateInvalid',
  'ssoEntityIdInvalid',
  'ssoUrlInvalid',
  'ssoDomainTaken',
  'ssoSettingsInvalid',
]);

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('auth');
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      size="sm"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
      rightSection={
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('sso.copied') : t('sso.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('sso.copy')}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

function IdpDialog(props: { opened: boolean; onClose: () => void; onSaved: (s: SsoSettings) => void }) {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const [mode, setMode] = useState<'metadata' | 'manual'>('metadata');
  const [metadataXml, setMetadataXml] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [entityId, setEntityId] = useState('');
  const [ssoUrl, setSsoUrl] = useState('');
  const [certificate, setCertificate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { saving, save: saveWith } = useSave();

  const pickFile = async (picked: File | null) => {
    setFile(picked);
    if (picked) setMetadataXml(await picked.text());
  };

  const submit = async () => {
    setError(null);
    const body: IdpInput = mode === 'metadata' ? { metadataXml } : { entityId, ssoUrl, certificate };
    await saveWith(async () => props.onSaved(await saveIdp(body)), {
      // Shown in the card, not as a toast.
      failure: (e) => {
        const code = isApiError(e) ? e.code : '';
        setError(
          FORM_ERRORS.has(code)
            ? message(`company.${code}` as MessageKey)
            : message('company.configUpdateFailed'),
        );
        return undefined;
      },
    });
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('sso.dialogTitle')} size="lg" centered>
      <Stack gap="md">
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as 'metadata' | 'manual')}
          data={[
            { value: 'metadata', label: t('sso.modeMetadata') },
            { value: 'manual', label: t('sso.modeManual') },
          ]}
        />
        {mode === 'metadata' ? (
          <>
            <FileInput
              label={t('sso.metadataFile')}
              placeholder={t('sso.metadataFilePlaceholder')}
              accept=".xml,application/xml,text/xml"
              value={file}
              onChange={pickFile}
              clearable
            />
            <Textarea
              label={t('sso.metadataText')}
              value={metadataXml}
              onChange={(e) => setMetadataXml(e.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={8}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            />
          </>
        ) : (
          <>
            <TextInput
              label={t('sso.idpEntityId')}
              placeholder="https://sts.windows.net/…/"
              value={entityId}
              onChange={(e) => setEntityId(e.currentTarget.value)}
              required
            />
            <TextInput
              label={t('sso.idpSsoUrl')}
              placeholder="https://login.microsoftonline.com/…/saml2"
              value={ssoUrl}
              onChange={(e) => setSsoUrl(e.currentTarget.value)}
              required
            />
            <Textarea
              label={t('sso.certificate')}
              placeholder={t('sso.certificatePlaceholder')}
              value={certificate}
              onChange={(e) => setCertificate(e.currentTarget.value)}
              autosize
              minRows={4}
              maxRows={8}
              required
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            />
          </>
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} loading={saving}>
            {t('sso.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Single sign-on in /config (spec 2, 4): the company's IdP (main account) and the user's own link (popup). */
export function SsoCard() {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const sso = useQuery(ssoQueryOptions());
  const [dialog, setDialog] = useState(false);
  const [busy, setBusy] = useState(false);
  const data = sso.data;

  const refresh = (next?: SsoSettings) =>
    next ? queryClient.setQueryData(ssoKey, next) : queryClient.invalidateQueries({ queryKey: ssoKey });

  const link = async () => {
    setBusy(true);
    try {
      await runSsoPopup('link', startLink);
      notifications.show({ color: 'teal', message: t('sso.linkedDone') });
    } catch (error) {
      const code = error instanceof SsoError ? error.code : 'unexpected';
      notifications.show({ color: 'red', message: message(SSO_ERROR_MESSAGES[code]) });
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const doUnlink = async () => {
    try {
      await unlink();
      notifications.show({ color: 'teal', message: t('sso.unlinkedDone') });
    } catch {
      notifications.show({ color: 'red', message: message('company.configUpdateFailed') });
    }
    await refresh();
  };

  const remove = async () => {
    if (!window.confirm(t('sso.removeConfirm'))) return;
    try {
      refresh(await removeIdp());
      notifications.show({ color: 'teal', message: t('sso.removed') });
    } catch {
      notifications.show({ color: 'red', message: message('company.configUpdateFailed') });
    }
  };

  if (!data) return null;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="sso-card">
      <Stack gap="md">
        <Stack gap={4}>
          <Heading order={2} title={t('sso.title')} lead={t('sso.lead')} />
        </Stack>

        {data.idp ? (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('sso.accountTitle')}
              </Text>
              <Badge color={data.linked ? 'teal' : 'gray'} variant="light">
                {data.linked ? t('sso.linked') : t('sso.notLinked')}
              </Badge>
            </Group>
            {data.linked ? (
              <Button variant="default" size="sm" onClick={doUnlink}>
                {t('sso.unlink')}
              </Button>
            ) : (
              <Button size="sm" leftSection={<IconBrandWindows size={16} />} loading={busy} onClick={link}>
                {t('sso.link')}
              </Button>
            )}
          </Group>
        ) : (
          <Stack gap={2}>
            <Text size="sm">{t('sso.notConfigured')}</Text>
            {!data.canManage && (
              <Text size="sm" c="dimmed">
                {t('sso.notConfiguredSub')}
              </Text>
            )}
          </Stack>
        )}

        {data.canManage && (
          <Stack gap="sm" maw={640}>
            {data.idp && (
              <>
                <Text size="sm" fw={600}>
                  {t('sso.idpTitle')}
                </Text>
                <Stack gap={2}>
                  <Text size="xs" c="dimmed">
                    {t('sso.idpEntityId')}
                  </Text>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {data.idp.entityId}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('sso.idpSsoUrl')}
                  </Text>
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {data.idp.ssoUrl}
                  </Text>
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('sso.idpDomain')}
                  </Text>
                  <Text size="sm">{data.idp.domain}</Text>
                </Stack>
              </>
            )}
            <Text size="sm" fw={600} mt="xs">
              {t('sso.spTitle')}
            </Text>
            <CopyField label={t('sso.spEntityId')} value={data.serviceProvider.entityId} />
            <CopyField label={t('sso.spAcsUrl')} value={data.serviceProvider.acsUrl} />
            <CopyField label={t('sso.spSignOnUrl')} value={data.serviceProvider.signOnUrl} />
            <Group gap="sm" mt="xs">
              <Button variant={data.idp ? 'default' : 'filled'} onClick={() => setDialog(true)}>
                {data.idp ? t('sso.editAgain') : t('sso.edit')}
              </Button>
              {data.idp && (
                <Button variant="subtle" color="red" onClick={remove}>
                  {t('sso.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Stack>
      {dialog && (
        <IdpDialog
          opened
          onClose={() => setDialog(false)}
          onSaved={(next) => {
            setDialog(false);
            refresh(next);
            notifications.show({ color: 'teal', message: t('sso.saved') });
          }}
        />
      )}
    </Paper>
  );
}
