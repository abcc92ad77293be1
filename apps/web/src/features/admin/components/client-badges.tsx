import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Client } from '../api/clients.ts';

/** The client's review / ban / withdrawal state as badges, and its overdue invoices (issue 35). */
export function ClientStateBadges({ client }: { client: Client }) {
  const { t } = useTranslation('admin');
  const invoices = useTranslation('invoices').t;
  return (
    <Group gap={4} wrap="wrap">
      {client.deletedAt ? (
        <Badge color="dark" variant="filled" style={{ flexShrink: 0 }}>
          {t('state.deleted')}
        </Badge>
      ) : client.bannedAt ? (
        <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
          {t('state.banned')}
        </Badge>
      ) : null}
      {client.overdueInvoices > 0 && (
        <Badge color="red" variant="filled" data-testid="badge-overdue" style={{ flexShrink: 0 }}>
          {invoices('admin.overdueBadge', { count: client.overdueInvoices })}
        </Badge>
      )}
      {client.verifiedAt ? (
        <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
          {t('state.verified')}
        </Badge>
      ) : (
        <Badge color="orange" variant="filled" data-testid="badge-unverified" style={{ flexShrink: 0 }}>
          {t('state.unverified')}
        </Badge>
      )}
    </Group>
  );
}

export function PlanBadge({ client }: { client: Client }) {
  const { t } = useTranslation('admin');
  const color =
    client.planStatus === 'PLAN_STATUS_STANDARD'
      ? 'blue'
      : client.planStatus === 'PLAN_STATUS_ORDERING_STANDARD'
        ? 'yellow'
        : 'gray';
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
      {t(`plan.${client.planStatus}`)}
    </Badge>
  );
}
