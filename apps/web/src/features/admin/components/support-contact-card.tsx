import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type SupportContactInput, supportContactSchema } from '@refcheck/domain/schemas/admin';
import type { AdminContactView } from '@refcheck/domain/schemas/contact-response';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator, useDomainMessage } from '../../../i18n/domain-messages.ts';
import { supportContactQuery } from '../../../ui/contact.ts';
import { SavedValuesFieldset } from '../../../ui/saved-values-fieldset.tsx';
import { useSavedValues } from '../../../ui/use-saved-values.ts';

type AdminContact = AdminContactView;

const adminContactKey = ['admin', 'contact'] as const;

/**
 * 「お問い合わせ先」 in /config for admins: the support phone and mail shown by the privacy policy, the footers,
 * every mail and the error pages.
 */
export function SupportContactCard() {
  const { t } = useTranslation('admin');
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const contact = useQuery({
    queryKey: adminContactKey,
    queryFn: ({ signal }) => apiRequest<AdminContact>('/api/admin/contact', { signal }),
  });
  const [saving, setSaving] = useState(false);
  const form = useForm<SupportContactInput>({
    mode: 'uncontrolled',
    initialValues: { phone: '', mail: '' },
    validate: schemaValidator(supportContactSchema as never),
  });
  const loaded = contact.data;
  const ready = useSavedValues(form, loaded, (saved) => ({ phone: saved.phone, mail: saved.mail }));

  const save = async (values: SupportContactInput) => {
    setSaving(true);
    try {
      const saved = await apiRequest<AdminContact>('/api/admin/contact', { method: 'PUT', body: values });
      queryClient.setQueryData(adminContactKey, saved);
      queryClient.setQueryData(supportContactQuery.queryKey, { phone: saved.phone, mail: saved.mail });
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
    } catch {
      notifications.show({ color: 'red', message: message('company.configUpdateFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="support-contact-card">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <SavedValuesFieldset ready={ready}>
          <Stack gap="sm" maw={520}>
            <Title order={2} size="h4">
              {t('contact.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('contact.lead')}
            </Text>
            <TextInput
              label={t('contact.phone')}
              type="tel"
              required
              autoComplete="off"
              key={form.key('phone')}
              {...form.getInputProps('phone')}
            />
            <TextInput
              label={t('contact.mail')}
              type="email"
              required
              autoComplete="off"
              key={form.key('mail')}
              {...form.getInputProps('mail')}
            />
            {loaded?.usingDefault && (
              <Alert color="yellow" variant="light" p="xs">
                {t('contact.usingDefault')}
              </Alert>
            )}
            <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
              {t('contact.save')}
            </Button>
          </Stack>
        </SavedValuesFieldset>
      </form>
    </Paper>
  );
}
