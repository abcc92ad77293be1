/** An endpoint's delivery log: event, status badge, response code, attempts, time, and 再送 for finished ones. */
import { Badge, Button, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WebhookDelivery } from '@refcheck/domain/schemas/webhooks-response';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format-date.ts';
import { ScrollTable } from '../../../ui/scroll-table.tsx';
import { useWebhookDeliveries } from '../api/deliveries.ts';
import { useRedeliverWebhook } from '../api/redeliver.ts';
import { eventLabel } from './event-label.ts';

const COLORS: Record<WebhookDelivery['status'], string> = {
  pending: 'gray',
  sending: 'blue',
  succeeded: 'teal',
  failed: 'red',
};

export function DeliveryLog(props: { endpointId: string; enabled: boolean }) {
  const { t, i18n } = useTranslation('webhooks');
  const log = useWebhookDeliveries(props.endpointId);
  const redeliver = useRedeliverWebhook(props.endpointId);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  if (log.isError) return <Text c="red">{t('loadFailed')}</Text>;
  if (log.isSuccess && items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('deliveries.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <ScrollTable
        minWidth={560}
        striped
        data-testid="webhook-deliveries"
        caption={t('deliveries.caption')}
        head={[
          t('deliveries.event'),
          t('deliveries.status'),
          t('deliveries.code'),
          t('deliveries.attempts'),
          t('deliveries.time'),
          <VisuallyHidden key="redeliver">{t('deliveries.redeliver')}</VisuallyHidden>,
        ]}
      >
        {items.map((d) => (
          <Table.Tr key={d.id}>
            <Table.Td>{eventLabel(t, d.type)}</Table.Td>
            <Table.Td>
              <Badge color={COLORS[d.status]} variant="light">
                {t(`deliveries.${d.status}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {d.responseStatus ? d.responseStatus : d.attempts > 0 ? t('deliveries.noAnswer') : '—'}
            </Table.Td>
            <Table.Td>{d.attempts}</Table.Td>
            <Table.Td>{formatDateTime(d.lastAttemptAt ?? d.createdAt, i18n.language)}</Table.Td>
            <Table.Td>
              {(d.status === 'succeeded' || d.status === 'failed') && props.enabled && (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={redeliver.isPending && redeliver.variables === d.messageId}
                  onClick={() =>
                    redeliver.mutate(d.messageId, {
                      onSuccess: () => notifications.show({ color: 'teal', message: t('redelivered') }),
                      onError: () => notifications.show({ color: 'red', message: t('actionFailed') }),
                    })
                  }
                >
                  {t('deliveries.redeliver')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
      {log.hasNextPage && (
        <Button
          variant="subtle"
          w="fit-content"
          loading={log.isFetchingNextPage}
          onClick={() => log.fetchNextPage()}
        >
          {t('deliveries.more')}
        </Button>
      )}
    </Stack>
  );
}
