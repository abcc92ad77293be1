import { Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A question before an action (delete, revoke, end sessions…): the text, then Cancel (closes) and the action's
 * button, red unless `danger` is false. The other props go to the Modal (title, centered, size…).
 */
export function ConfirmDialog({
  text,
  cancel,
  confirm,
  onConfirm,
  loading,
  danger = true,
  confirmTestId,
  ...modal
}: Omit<ModalProps, 'children'> & {
  text: ReactNode;
  cancel: ReactNode;
  confirm: ReactNode;
  onConfirm: () => void;
  loading?: boolean;
  danger?: boolean;
  confirmTestId?: string;
}) {
  return (
    <Modal {...modal}>
      <Stack gap="md">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={modal.onClose}>
            {cancel}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={loading}
            onClick={onConfirm}
            data-testid={confirmTestId}
          >
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
