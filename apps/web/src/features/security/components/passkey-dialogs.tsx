/** The name of a new or renamed passkey, and the removal confirmation (issue 34). */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function PasskeyNameDialog(props: {
  opened: boolean;
  title: string;
  initial: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('security');
  const [name, setName] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (props.opened) {
      setName(props.initial);
      setError(null);
    }
  }, [props.opened, props.initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('passkeys.nameRequired'));
      return;
    }
    props.onSubmit(name.trim());
  };
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('passkeys.nameLabel')}
            description={t('passkeys.nameDescription')}
            required
            maxLength={60}
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('passkeys.cancel')}
            </Button>
            <Button type="submit" loading={props.busy}>
              {t('passkeys.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ConfirmDialog(props: {
  opened: boolean;
  title: string;
  message: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('security');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <Text size="sm">{props.message}</Text>
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('passkeys.cancel')}
          </Button>
          <Button color="red" loading={props.busy} onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
