import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageKey } from '@refcheck/domain/messages/index';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format-date.ts';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { SonarSettingsSection } from '../../ats/index.ts';
import { EndUserSessionsButton } from '../../sessions/index.ts';
import {
  type Client,
  clientKeys,
  forceWithdraw,
  type PermissionChange,
  recoverClient,
  resendUpgradeMail,
  updatePermissions,
  useClient,
} from '../api/clients.ts';
import { ChangeHistory } from './change-history.tsx';
import { ClientStateBadges, PlanBadge } from './client-badges.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

type Pending = 'upgrade' | 'withdraw' | 'recover' | null;

/**
 * The permission dialog (spec 2, 4, 6): each switch or choice is saved at once as one audited change; moving
 * light → standard asks whether to send the upgrade-complete mail; forced withdrawal and recovery confirm first.
 */
export function PermissionDialog(props: { clientId: string; initial: Client | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const query = useClient(props.clientId, props.initial);
  const client = query.data;
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [riskEyesId, setRiskEyesId] = useState('');
  useEffect(() => setRiskEyesId(client?.riskEyesId ?? ''), [client?.riskEyesId]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: clientKeys.all });
  const run = async (action: () => Promise<unknown>, failure: MessageKey, success?: string) => {
    setBusy(true);
    try {
      const result = (await action()) as { notificationFailed?: 'verify' | 'upgrade' | null } | undefined;
      if (result?.notificationFailed === 'verify') {
        notifications.show({ color: 'orange', message: message('admin.verifyNotificationFailed') });
      } else if (result?.notificationFailed === 'upgrade') {
        notifications.show({ color: 'orange', message: message('admin.upgradeNotificationFailed') });
      } else {
        notifications.show({ color: 'teal', message: success ?? t('dialog.saved') });
      }
    } catch {
      notifications.show({ color: 'red', message: message(failure) });
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const change = (body: PermissionChange) =>
    run(() => updatePermissions(props.clientId, body), 'admin.permissionEditFailed');

  const withdrawn = client?.deletedAt != null;

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('dialog.title')}
      size="45rem"
      data-testid="permission-dialog"
    >
      {!client ? (
        <Skeleton height={320} />
      ) : (
        <Stack gap="md">
          <div>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
                  {client.name}
                </Title>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {client.staffName} ・ {client.email} ・ {formatDate(client.createdAt, i18n.language)}
                </Text>
              </div>
              <PlanBadge client={client} />
            </Group>
            <ClientStateBadges client={client} />
          </div>
          <Divider />
          <Switch
            label={t('dialog.verified')}
            description={t('dialog.verifiedHint')}
            checked={client.verifiedAt !== null}
            disabled={busy || withdrawn}
            onChange={(e) => void change({ verified: e.currentTarget.checked })}
            data-testid="switch-verified"
          />
          <Switch
            label={t('dialog.enabled')}
            description={t('dialog.enabledHint')}
            checked={client.bannedAt === null}
            disabled={busy || withdrawn}
            onChange={(e) => void change({ enabled: e.currentTarget.checked })}
            data-testid="switch-enabled"
          />
          <Switch
            label={t('dialog.sonar')}
            checked={client.sonar}
            disabled={busy}
            onChange={(e) => void change({ sonar: e.currentTarget.checked })}
          />
          {client.sonar && <SonarSettingsSection companyId={client.id} />}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('dialog.plan')}
            </Text>
            {client.planStatus === 'PLAN_STATUS_ORDERING_STANDARD' && (
              <Alert color="yellow" variant="light" p="xs">
                {t('dialog.ordering')}
              </Alert>
            )}
            <Group gap="sm" wrap="wrap">
              <SegmentedControl
                value={client.allowedPlan}
                disabled={busy}
                data={[
                  { value: 'LIGHT', label: t('dialog.planLight') },
                  { value: 'STANDARD', label: t('dialog.planStandard') },
                ]}
                onChange={(value) =>
                  value === 'STANDARD' ? setPending('upgrade') : void change({ allowedPlan: 'LIGHT' })
                }
              />
              <Button
                variant="subtle"
                size="xs"
                disabled={busy || client.allowedPlan === 'LIGHT'}
                onClick={() =>
                  void run(
                    () => resendUpgradeMail(client.id),
                    'admin.upgradeNotificationFailed',
                    t('dialog.sent'),
                  )
                }
              >
                {t('dialog.resendUpgrade')}
              </Button>
            </Group>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="payment-method-label">
              {t('dialog.paymentMethod')}
            </Text>
            <SegmentedControl
              aria-labelledby="payment-method-label"
              value={client.paymentMethod}
              disabled={busy}
              data={[
                { value: 'card', label: t('dialog.paymentCard') },
                { value: 'invoice', label: t('dialog.paymentInvoice') },
              ]}
              onChange={(value) => void change({ paymentMethod: value as 'card' | 'invoice' })}
              data-testid="payment-method"
            />
            <Text size="xs" c="dimmed">
              {t('dialog.paymentHint')}
            </Text>
          </Stack>
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={t('dialog.riskEyesId')}
              value={riskEyesId}
              onChange={(e) => setRiskEyesId(e.currentTarget.value)}
              style={{ flex: 1 }}
            />
            <Button
              variant="default"
              disabled={busy || riskEyesId.trim() === (client.riskEyesId ?? '')}
              onClick={() => void change({ riskEyesId: riskEyesId.trim() || null })}
            >
              {t('dialog.save')}
            </Button>
          </Group>
          <Divider label={t('dialog.danger')} labelPosition="left" />
          <Group justify="flex-end">
            {!client.deletedAt && (
              <EndUserSessionsButton
                url={`/api/admin/companies/${client.id}/sessions/revoke`}
                name={client.name}
                kind="company"
                size="sm"
              />
            )}
            {client.deletedAt || client.bannedAt ? (
              <Button color="teal" variant="light" disabled={busy} onClick={() => setPending('recover')}>
                {t('dialog.recover')}
              </Button>
            ) : null}
            {!client.deletedAt && (
              <Button color="red" variant="light" disabled={busy} onClick={() => setPending('withdraw')}>
                {t('dialog.withdraw')}
              </Button>
            )}
          </Group>
          <Divider label={t('dialog.history')} labelPosition="left" />
          <ChangeHistory clientId={client.id} />
        </Stack>
      )}
      {client && (
        <>
          <ConfirmModal
            opened={pending === 'upgrade'}
            text={message('admin.upgradeNotificationConfirm')}
            confirm={t('dialog.sendMail')}
            cancel={t('dialog.dontSend')}
            onConfirm={() => {
              setPending(null);
              void change({ allowedPlan: 'STANDARD', sendUpgradeMail: true });
            }}
            onCancel={() => {
              setPending(null);
              void change({ allowedPlan: 'STANDARD', sendUpgradeMail: false });
            }}
            onDismiss={() => setPending(null)}
          />
          <ConfirmModal
            opened={pending === 'withdraw'}
            text={t('dialog.withdrawConfirm', { name: client.name })}
            confirm={t('dialog.withdraw')}
            color="red"
            onConfirm={() => {
              setPending(null);
              void run(() => forceWithdraw(client.id), 'admin.withdrawFailed', t('dialog.withdrawn'));
            }}
            onDismiss={() => setPending(null)}
          />
          <ConfirmModal
            opened={pending === 'recover'}
            text={t('dialog.recoverConfirm', { name: client.name })}
            confirm={t('dialog.recover')}
            onConfirm={() => {
              setPending(null);
              void run(() => recoverClient(client.id), 'admin.recoveryFailed', t('dialog.recovered'));
            }}
            onDismiss={() => setPending(null)}
          />
        </>
      )}
    </Modal>
  );
}
