import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TrialBadge } from '../../features/customer/components/trial-badge.tsx';
import type { Session } from '../../session/types.ts';

/** Plan status (clients), trial days left, the company's (display) name, the user's name and the admin badge. */
export function UserStatus({ session, stacked = false }: { session: Session; stacked?: boolean }) {
  const { t } = useTranslation('layout');
  const { user, company } = session;
  const isAdmin = user.role === 'admin';

  return (
    <Group gap="xs" wrap={stacked ? 'wrap' : 'nowrap'} data-testid="user-status">
      {!isAdmin && company && (
        <Text size="sm" c="dimmed" data-testid="plan-status" style={{ whiteSpace: 'nowrap' }}>
          {t(`header.planStatus.${company.planStatus}`)}
        </Text>
      )}
      {!isAdmin && company?.onTrial && company.trialDaysLeft !== null && (
        <TrialBadge
          daysLeft={company.trialDaysLeft}
          isSubAccount={user.isSubAccount}
          invoice={company.paymentMethod === 'invoice'}
        />
      )}
      {isAdmin && (
        <Badge variant="filled" color="brand" radius="sm" data-testid="admin-badge">
          {t('header.adminBadge')}
        </Badge>
      )}
      {!isAdmin && company && (
        <Text size="sm" truncate maw={220} data-testid="company-name">
          {company.name}
        </Text>
      )}
      <Text size="sm" fw={600} truncate maw={220} data-testid="display-name">
        {user.displayName}
      </Text>
    </Group>
  );
}
