/** Add or edit an endpoint: URL, the events (checkboxes with their labels), a description. */
import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
  webhookEndpointCreateSchema,
} from '@refcheck/domain/schemas/webhooks';
import type { WebhookEndpoint } from '@refcheck/domain/schemas/webhooks-response';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { eventLabel } from './event-label.ts';

export interface EndpointValues {
  url: string;
  events: WebhookEventType[];
  description: string;
}

export function EndpointDialog(props: {
  opened: boolean;
  /** The endpoint being edited; none when adding. */
  endpoint: WebhookEndpoint | null;
  saving: boolean;
  onSave: (values: EndpointValues) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const { m: message } = useDomainText();
  const form = useForm<EndpointValues>({
    mode: 'controlled',
    initialValues: {
      url: props.endpoint?.url ?? '',
      events: props.endpoint?.events ?? ['report.completed'],
      description: props.endpoint?.description ?? '',
    },
    validate: schemaValidator(webhookEndpointCreateSchema as never),
  });

  const submit = async (values: EndpointValues) => {
    try {
      await props.onSave(values);
    } catch (error) {
      if (error instanceof ApiError && error.code.startsWith('webhooks.url')) {
        form.setFieldError('url', message(error.code as never));
      } else {
        throw error;
      }
    }
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.endpoint ? t('dialog.editTitle') : t('dialog.addTitle')}
      centered
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('dialog.url')}
            description={t('dialog.urlHint')}
            placeholder="https://ats.example.com/webhooks/refcheck"
            inputMode="url"
            required
            data-autofocus
            {...form.getInputProps('url')}
          />
          <Checkbox.Group label={t('dialog.events')} required {...form.getInputProps('events')}>
            <Stack gap={6} mt={6}>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox key={type} value={type} label={eventLabel(t, type)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Textarea
            label={t('dialog.description')}
            placeholder={t('dialog.descriptionPlaceholder')}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={props.saving}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
