/** /config (main account): 「Webhook」 — the company's endpoints, their secrets (shown once) and delivery logs. */
import '../styles.ts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WebhookEndpoint } from '@refcheck/domain/schemas/webhooks-response';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Heading } from '../../../ui/heading.tsx';
import { useCreateWebhookEndpoint } from '../api/create-endpoint.ts';
import { useDeleteWebhookEndpoint } from '../api/delete-endpoint.ts';
import { useWebhookEndpoints } from '../api/endpoints.ts';
import { useRotateWebhookSecret } from '../api/rotate-secret.ts';
import { useUpdateWebhookEndpoint } from '../api/update-endpoint.ts';
import { EndpointDialog, type EndpointValues } from './endpoint-dialog.tsx';
import { EndpointItem } from './endpoint-item.tsx';
import { SecretDialog } from './secret-dialog.tsx';

type Confirming = { kind: 'delete' | 'rotate'; endpoint: WebhookEndpoint } | null;

export function WebhooksCard() {
  const { t } = useTranslation('webhooks');
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  // The dialog: closed (false), adding (null) or editing an endpoint.
  const [editing, setEditing] = useState<WebhookEndpoint | null | false>(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const failed = () => notifications.show({ color: 'red', message: t('actionFailed') });

  const save = async (values: EndpointValues) => {
    if (editing) {
      await update.mutateAsync({ id: editing.id, ...values });
      notifications.show({ color: 'teal', message: t('saved') });
    } else {
      const created = await create.mutateAsync(values);
      setSecret(created.secret);
    }
    setEditing(false);
  };

  const confirm = () => {
    if (!confirming) return;
    const { kind, endpoint } = confirming;
    setConfirming(null);
    if (kind === 'delete') {
      remove.mutate(endpoint.id, {
        onSuccess: () => notifications.show({ color: 'teal', message: t('deleted') }),
        onError: failed,
      });
    } else {
      rotate.mutate(endpoint.id, { onSuccess: (r) => setSecret(r.secret), onError: failed });
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="webhooks-card">
      <Stack gap="sm">
        <Group justify="space-between">
          <Heading order={2} title={t('title')} />
          <Button onClick={() => setEditing(null)}>{t('add')}</Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('lead')}
        </Text>
        {endpoints.isError && <Text c="red">{t('loadFailed')}</Text>}
        {endpoints.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        )}
        {endpoints.data?.map((endpoint) => (
          <EndpointItem
            key={endpoint.id}
            endpoint={endpoint}
            onEdit={() => setEditing(endpoint)}
            onRotate={() => setConfirming({ kind: 'rotate', endpoint })}
            onDelete={() => setConfirming({ kind: 'delete', endpoint })}
          />
        ))}
      </Stack>
      {editing !== false && (
        <EndpointDialog
          opened
          endpoint={editing}
          saving={create.isPending || update.isPending}
          onSave={(values) =>
            save(values).catch((error) => {
              // URL problems are shown on the field by the dialog; anything else is a notification.
              if ((error as { code?: string }).code?.startsWith('webhooks.url')) throw error;
              notifications.show({ color: 'red', message: t('saveFailed') });
            })
          }
          onClose={() => setEditing(false)}
        />
      )}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        centered
        withCloseButton={false}
        size="sm"
        text={confirming?.kind === 'delete' ? t('confirmDelete') : t('confirmRotate')}
        cancel={t('dialog.cancel')}
        confirm={confirming?.kind === 'delete' ? t('delete') : t('confirm')}
        danger={confirming?.kind === 'delete'}
        onConfirm={confirm}
      />
    </Paper>
  );
}
