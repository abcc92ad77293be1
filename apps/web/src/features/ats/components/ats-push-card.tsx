import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconSend, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { ScrollTable } from '../../../ui/scroll-table.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { type AtsDelivery, useAtsState, usePushToAts } from '../api/ats.ts';

const STATUS_COLOR = { queued: 'yellow', delivered: 'teal', failed: 'red' } as const;
const OUTCOME_COLOR = { delivered: 'teal', retry: 'yellow', failed: 'red' } as const;

/**
 * The status view's ATS button (companies with the sonar flag): sends the result to sonar, then follows the
 * delivery job and tells the outcome with the spec's messages; every attempt, its HTTP status and sonar's `detail`
 * is listed, and the automatic pushes made when the report completed too.
 */
export function AtsPushCard({ talentId }: { talentId: string }) {
  const { t } = useTranslation('riskAts');
  const { m } = useDomainText();
  const state = useAtsState(talentId);
  const push = usePushToAts(talentId);
  const [pushedId, setPushedId] = useState<string | null>(null);
  const pushed = state.data?.deliveries.find((d) => d.id === pushedId);

  useEffect(() => {
    if (!pushed || pushed.status === 'queued') return;
    notifications.show({
      color: pushed.status === 'delivered' ? 'teal' : 'red',
      message: pushed.status === 'delivered' ? m('company.atsSendSucceeded') : m('company.atsSendFailed'),
    });
    setPushedId(null);
  }, [pushed, m]);

  if (!state.data?.enabled) return null;
  const latest = state.data.deliveries[0];
  const sending = push.isPending || pushed?.status === 'queued';

  const onSend = () =>
    push.mutate(undefined, {
      onSuccess: (delivery) => setPushedId(delivery.id),
      onError: () => notifications.show({ color: 'red', message: m('company.atsSendFailed') }),
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="ats-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div style={{ flex: '1 1 280px' }}>
            <Heading order={3} title={t('ats.title')} />
            <Text size="sm" c="dimmed" mt={4}>
              {t('ats.lead')}
            </Text>
          </div>
          <Button leftSection={<IconSend size={16} />} onClick={onSend} loading={sending}>
            {t('ats.send')}
          </Button>
        </Group>
        {latest && latest.status !== 'queued' && (
          <Alert
            variant="light"
            color={latest.status === 'delivered' ? 'teal' : 'red'}
            icon={latest.status === 'delivered' ? <IconCheck size={18} /> : <IconX size={18} />}
            data-testid="ats-latest"
          >
            {latest.status === 'delivered' ? m('company.atsSendSucceeded') : m('company.atsSendFailed')}
          </Alert>
        )}
        <Text size="sm" fw={600}>
          {t('ats.history')}
        </Text>
        {state.data.deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ats.noHistory')}
          </Text>
        ) : (
          <ScrollTable
            minWidth={520}
            withTableBorder
            verticalSpacing="xs"
            data-testid="ats-history"
            head={[t('ats.at'), t('ats.result'), t('ats.attempts')]}
          >
            {state.data.deliveries.map((d) => (
              <DeliveryRow key={d.id} delivery={d} />
            ))}
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}

function DeliveryRow({ delivery }: { delivery: AtsDelivery }) {
  const { t } = useTranslation('riskAts');
  return (
    <Table.Tr data-status={delivery.status}>
      <Table.Td>
        <Text size="sm">{new Date(delivery.createdAt).toLocaleString()}</Text>
        <Text size="xs" c="dimmed">
          {t(`ats.endpoint.${delivery.endpoint}`)} ・ {t(`ats.trigger.${delivery.trigger}`)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[delivery.status]} variant="light">
          {t(`ats.status.${delivery.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {delivery.attempts.map((a) => (
            <div key={a.attempt}>
              <Badge
                color={OUTCOME_COLOR[a.outcome]}
                variant="outline"
                title={[new Date(a.at).toLocaleString(), a.keySlot ? t(`ats.key.${a.keySlot}`) : '']
                  .filter(Boolean)
                  .join(' ・ ')}
                data-testid="ats-attempt"
              >
                {a.attempt}. {a.httpStatus === 0 ? t('ats.noAnswer') : `HTTP ${a.httpStatus}`} ・{' '}
                {t(`ats.outcome.${a.outcome}`)}
              </Badge>
              {a.detail && (
                <Text
                  size="xs"
                  c="dimmed"
                  style={{ overflowWrap: 'anywhere' }}
                  data-testid="ats-attempt-detail"
                >
                  {a.detail}
                </Text>
              )}
            </div>
          ))}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
