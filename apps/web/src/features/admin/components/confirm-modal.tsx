import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A yes/no question over the current dialog; `onCancel` (when given) is a real second answer, not a dismissal. */
export function ConfirmModal(props: {
  opened: boolean;
  text: string;
  confirm: string;
  cancel?: string;
  color?: string;
  onConfirm: () => void;
  onCancel?: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={props.opened} onClose={props.onDismiss} centered withCloseButton={false} size="sm">
      <Stack gap="md">
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel ?? props.onDismiss}>
            {props.cancel ?? t('actions.cancel')}
          </Button>
          <Button color={props.color} onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
