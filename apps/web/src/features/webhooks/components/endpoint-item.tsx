/** One endpoint in the card: URL, state, events, and its actions (edit, enable, rotate, test, log, delete). */
import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WebhookEndpoint } from '@refcheck/domain/schemas/webhooks-response';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format-date.ts';
import { useSendWebhookTest } from '../api/send-test.ts';
import { useUpdateWebhookEndpoint } from '../api/update-endpoint.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { eventLabel } from './event-label.ts';

export function EndpointItem(props: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}) {
  const { endpoint: e } = props;
  const { t, i18n } = useTranslation('webhooks');
  const update = useUpdateWebhookEndpoint();
  const test = useSendWebhookTest();
  const [logOpen, setLogOpen] = useState(false);
  const failed = () => notifications.show({ color: 'red', message: t('actionFailed') });

  return (
    <Paper withBorder radius="sm" p="md" data-testid="webhook-endpoint">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {e.url}
            </Text>
            {e.description && (
              <Text size="sm" c="dimmed">
                {e.description}
              </Text>
            )}
          </Stack>
          <Switch
            style={{ flexShrink: 0 }}
            label={e.enabled ? t('enabled') : t('disabled')}
            checked={e.enabled}
            disabled={update.isPending}
            onChange={(event) =>
              update.mutate({ id: e.id, enabled: event.currentTarget.checked }, { onError: failed })
            }
          />
        </Group>
        {e.disabledReason && (
          <Text size="sm" c="red">
            {e.disabledReason === 'gone' ? t('disabledGone') : t('disabledFailing')}
          </Text>
        )}
        <Group gap={6}>
          {e.events.map((type) => (
            <Badge key={type} variant="light" color="gray" tt="none">
              {eventLabel(t, type)}
            </Badge>
          ))}
        </Group>
        {e.previousSecretExpiresAt && (
          <Text size="xs" c="dimmed">
            {t('previousSecretUntil', { at: formatDateTime(e.previousSecretExpiresAt, i18n.language) })}
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={props.onEdit}>
            {t('edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            disabled={!e.enabled}
            loading={test.isPending}
            onClick={() =>
              test.mutate(e.id, {
                onSuccess: () => {
                  setLogOpen(true);
                  notifications.show({ color: 'teal', message: t('testSent') });
                },
                onError: failed,
              })
            }
          >
            {t('test')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => setLogOpen((open) => !open)}>
            {logOpen ? t('hideLog') : t('log')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={props.onRotate}>
            {t('rotate')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={props.onDelete}>
            {t('delete')}
          </Button>
        </Group>
        {logOpen && <DeliveryLog endpointId={e.id} enabled={e.enabled} />}
      </Stack>
    </Paper>
  );
}
