/** 「APIキーを作成」: a name, then the key itself, shown this once with a copy button and a warning. */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ApiKeyCreated, apiKeyCreateSchema } from '@refcheck/domain/schemas/api-key';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { FormTextInput } from '../../../ui/form-input.tsx';
import { CopySecretButton, ShownOnceSecret } from '../../../ui/shown-once-secret.tsx';
import { useCreateApiKey } from '../api/create.ts';

export function CreateApiKeyDialog(props: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('apiKeys');
  const create = useCreateApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: '' },
    validate: schemaValidator(apiKeyCreateSchema),
  });
  const close = () => {
    setCreated(null);
    form.reset();
    create.reset();
    props.onClose();
  };
  const submit = async (values: { name: string }) => {
    try {
      setCreated(await create.mutateAsync(values.name.trim()));
    } catch {
      notifications.show({ color: 'red', message: t('createFailed') });
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={created ? t('createdTitle') : t('createTitle')}
      centered
      size="lg"
      // The key is shown once: no closing by a stray click outside.
      closeOnClickOutside={!created}
    >
      {created ? (
        <Stack gap="md" data-testid="api-key-created">
          <Alert color="yellow" title={t('onceTitle')}>
            {t('onceWarning')}
          </Alert>
          <Text size="sm">{t('createdName', { name: created.name })}</Text>
          <ShownOnceSecret value={created.key} testId="api-key-value" />
          <Group justify="space-between">
            <CopySecretButton value={created.key} />
            <Button onClick={close}>{t('done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="md">
            <FormTextInput
              form={form}
              path="name"
              label={t('name')}
              description={t('nameHint')}
              required
              maxLength={100}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
