import '../styles.ts';
import {
  Badge,
  Button,
  Card,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format-date.ts';
import { Heading } from '../../../ui/heading.tsx';
import { ScrollTable } from '../../../ui/scroll-table.tsx';
import { useRouteTitle } from '../../../ui/use-route-title.ts';
import { type DeliveryFailure, deliveryKeys, retryDelivery, useDeliveryFailures } from '../api/deliveries.ts';

/** /admin/deliveries: mails and SMS that failed after their retries (last 7 days), with the error and a retry. */
export function DeliveriesPage() {
  const { t, i18n } = useTranslation('admin');
  const title = useRouteTitle();
  const wide = useMediaQuery('(min-width: 768px)', true);
  const queryClient = useQueryClient();
  const list = useDeliveryFailures();
  const [retrying, setRetrying] = useState<string | null>(null);
  const lang = i18n.language;

  const retry = async (item: DeliveryFailure) => {
    setRetrying(item.id);
    try {
      await retryDelivery(item.id);
      notifications.show({ color: 'teal', message: t('deliveries.retried', { to: item.to }) });
    } catch {
      notifications.show({ color: 'red', message: t('deliveries.retryFailed') });
    } finally {
      setRetrying(null);
      await queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
    }
  };
  const channel = (item: DeliveryFailure) => (
    <Badge variant="light" color={item.channel === 'mail' ? 'blue' : 'grape'}>
      {t(`deliveries.channel.${item.channel}`)}
    </Badge>
  );
  const retryButton = (item: DeliveryFailure) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconRefresh size={14} />}
      loading={retrying === item.id}
      onClick={() => void retry(item)}
      aria-label={`${t('deliveries.retry')}: ${item.to}`}
    >
      {t('deliveries.retry')}
    </Button>
  );
  const items = list.data?.items ?? [];

  return (
    <Stack gap="lg">
      <div>
        <Heading order={1} title={title} lead={t('deliveries.lead', { days: list.data?.days ?? 7 })} />
      </div>
      <Paper withBorder radius="md" p="md">
        {list.isPending ? (
          <Skeleton h={120} />
        ) : list.isError ? (
          <Text c="red">{t('deliveries.loadFailed')}</Text>
        ) : items.length === 0 ? (
          <Text c="dimmed" data-testid="deliveries-empty">
            {t('deliveries.empty')}
          </Text>
        ) : wide ? (
          <ScrollTable
            minWidth={760}
            striped
            verticalSpacing="sm"
            data-testid="deliveries-table"
            head={[
              t('deliveries.when'),
              t('deliveries.kind'),
              t('deliveries.to'),
              t('deliveries.error'),
              <VisuallyHidden key="retry">{t('deliveries.retry')}</VisuallyHidden>,
            ]}
          >
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt, lang)}</Table.Td>
                <Table.Td>{channel(item)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{item.to}</Text>
                  <Text size="xs" c="gray.7">
                    {[item.companyName, item.subject || item.template].filter(Boolean).join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="red.9" style={{ wordBreak: 'break-word' }}>
                    {item.error ?? '—'}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('deliveries.attempts', { count: item.attempts })}
                  </Text>
                </Table.Td>
                <Table.Td>{retryButton(item)}</Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        ) : (
          <Stack gap="sm" data-testid="deliveries-table">
            {items.map((item) => (
              <Card key={item.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      {channel(item)}
                      <Text size="xs" c="gray.7">
                        {formatDateTime(item.createdAt, lang)}
                      </Text>
                    </Group>
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {item.to}
                    </Text>
                    <Text size="xs" c="red.9" style={{ wordBreak: 'break-word' }}>
                      {item.error ?? '—'}
                    </Text>
                  </Stack>
                  {retryButton(item)}
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
