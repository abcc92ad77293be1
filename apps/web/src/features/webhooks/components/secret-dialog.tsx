/** The signing secret, shown once (after adding an endpoint or rotating its secret), with a copy button. */
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
        <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {props.secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={props.secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={props.onClose}>{t('secret.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
