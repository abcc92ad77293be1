import { Alert } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/links.tsx';
import { useDeliveryFailureCount } from '../api/deliveries.ts';

/** The console's first page: how many mails and SMS failed lately, linking to /admin/deliveries (none: nothing). */
export function DeliveryFailureAlert() {
  const { t } = useTranslation('admin');
  const count = useDeliveryFailureCount().data;
  if (!count || count.total === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title={t('deliveries.alertTitle', { count: count.total, days: count.days })}
      data-testid="delivery-failure-alert"
    >
      <AnchorLink to="/admin/deliveries" size="sm">
        {t('deliveries.alertLink')}
      </AnchorLink>
    </Alert>
  );
}
