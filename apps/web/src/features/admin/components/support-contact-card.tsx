import { Alert, Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SupportContactInput, supportContactSchema } from '@refcheck/domain/schemas/admin';
import type { AdminContactView } from '@refcheck/domain/schemas/contact-response';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { supportContactQuery } from '../../../ui/contact.ts';
import { FormTextInput } from '../../../ui/form-input.tsx';
import { SavedSettingsCard } from '../../../ui/saved-settings-card.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
import { useSavedValues } from '../../../ui/use-saved-values.ts';

type AdminContact = AdminContactView;

const adminContactKey = ['admin', 'contact'] as const;

/**
 * 「お問い合わせ先」 in /config for admins: the support phone and mail shown by the privacy policy, the footers,
 * every mail and the error pages.
 */
export function SupportContactCard() {
  const { t } = useTranslation('admin');
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const contact = useQuery({
    queryKey: adminContactKey,
    queryFn: ({ signal }) => apiRequest<AdminContact>('/api/admin/contact', { signal }),
  });
  const { saving, save: saveWith } = useSave();
  const form = useForm<SupportContactInput>({
    mode: 'uncontrolled',
    initialValues: { phone: '', mail: '' },
    validate: schemaValidator(supportContactSchema as never),
  });
  const loaded = contact.data;
  const ready = useSavedValues(form, loaded, (saved) => ({ phone: saved.phone, mail: saved.mail }));

  const save = async (values: SupportContactInput) => {
    await saveWith(
      async () => {
        const saved = await apiRequest<AdminContact>('/api/admin/contact', { method: 'PUT', body: values });
        queryClient.setQueryData(adminContactKey, saved);
        queryClient.setQueryData(supportContactQuery.queryKey, { phone: saved.phone, mail: saved.mail });
      },
      { success: message('common.updateSucceeded'), failure: message('company.configUpdateFailed') },
    );
  };

  return (
    <SavedSettingsCard
      title={t('contact.title')}
      lead={t('contact.lead')}
      ready={ready}
      onSubmit={form.onSubmit(save)}
      data-testid="support-contact-card"
    >
      <FormTextInput
        form={form}
        path="phone"
        label={t('contact.phone')}
        type="tel"
        required
        autoComplete="off"
      />
      <FormTextInput
        form={form}
        path="mail"
        label={t('contact.mail')}
        type="email"
        required
        autoComplete="off"
      />
      {loaded?.usingDefault && (
        <Alert color="yellow" variant="light" p="xs">
          {t('contact.usingDefault')}
        </Alert>
      )}
      <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
        {t('contact.save')}
      </Button>
    </SavedSettingsCard>
  );
}
