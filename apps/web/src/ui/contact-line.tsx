import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSupportContact } from './contact.ts';

/** "お問い合わせ：mail／phone" from the operator's admin settings; nothing while it loads. */
export function SupportLine() {
  const { t } = useTranslation('layout');
  const contact = useSupportContact();
  if (!contact) return null;
  const [before, after] = t('flow.contact', { mail: '\u0000', phone: contact.phone }).split('\u0000');
  return (
    <Text size="xs" c="dimmed" ta="center" data-testid="support-contact">
      {before}
      <Anchor href={`mailto:${contact.mail}`} size="xs" c="dimmed" underline="always">
        {contact.mail}
      </Anchor>
      {after}
    </Text>
  );
}

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
