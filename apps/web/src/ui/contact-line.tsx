import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from './contact.ts';

/** The error pages' hint: whom to contact when the problem persists. */
export function ErrorContact() {
  const { t } = useTranslation('layout');
  const contact = useSupportContact();
  if (!contact) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="error-contact">
      {t('error.contact', { mail: contact.mail, phone: contact.phone })}
    </Text>
  );
}
