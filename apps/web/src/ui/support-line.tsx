import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportContact } from '../api/support-contact.ts';

/** "お問い合わせ：mail／phone" from the operator's admin settings; nothing while it loads. */
export function SupportLine({ contact }: { contact: SupportContact | undefined }) {
  const { t } = useTranslation('layout');
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
