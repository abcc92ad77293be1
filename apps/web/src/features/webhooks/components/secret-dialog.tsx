/** The signing secret, shown once (after adding an endpoint or rotating its secret), with a copy button. */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopySecretButton, ShownOnceSecret } from '../../../ui/shown-once-secret.tsx';

export function SecretDialog(props: { secret: string | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <Modal
      opened={props.secret !== null}
      onClose={props.onClose}
      title={t('secret.title')}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Stack gap="sm">
        <Text size="sm">{t('secret.lead')}</Text>
        <ShownOnceSecret value={props.secret ?? ''} testId="webhook-secret" />
        <Group justify="flex-end">
          <CopySecretButton value={props.secret ?? ''} />
          <Button onClick={props.onClose}>{t('secret.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
