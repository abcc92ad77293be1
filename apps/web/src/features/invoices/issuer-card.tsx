import { Button, Group, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { invoiceIssuerSchema } from '@refcheck/domain/billing/invoice';
import { isMessageKey } from '@refcheck/domain/messages/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ui/heading.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useSave } from '../../ui/use-save.ts';
import { invoiceKeys, saveIssuer, useIssuer } from './api.ts';

const ISSUER_FIELDS = ['legalName', 'address', 'phone', 'registrationNumber', 'bankAccount'] as const;
type IssuerField = (typeof ISSUER_FIELDS)[number];

/** The issuer printed on every invoice and receipt (name, address, phone, registration number, bank account). */
export function IssuerCard() {
  const { t } = useTranslation('invoices');
  const { m: message } = useDomainText();
  const issuer = useIssuer();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<IssuerField, string> | null>(null);
  const [errors, setErrors] = useState<Partial<Record<IssuerField, string>>>({});
  const { saving: busy, save } = useSave();
  useEffect(() => {
    if (issuer.data && !values) {
      const saved = issuer.data.issuer;
      setValues(
        Object.fromEntries(ISSUER_FIELDS.map((f) => [f, saved?.[f] ?? ''])) as Record<IssuerField, string>,
      );
    }
  }, [issuer.data, values]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const parsed = invoiceIssuerSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [
            i.path[0],
            message(isMessageKey(i.message) ? i.message : 'validation.invalid'),
          ]),
        ),
      );
      return;
    }
    setErrors({});
    await save(
      async () => {
        await saveIssuer(parsed.data);
        await queryClient.invalidateQueries({ queryKey: invoiceKeys.issuer });
      },
      { success: t('admin.saved'), failure: message('admin.csvUploadFailed') },
    );
  };
  return (
    <Paper withBorder radius="md" p="lg" data-testid="invoice-issuer">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <div>
            <Heading
              order={2}
              title={t('admin.issuerTitle')}
              lead={t('admin.issuerLead')}
              leadColor="gray.7"
            />
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ISSUER_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`admin.${field}`)}
                value={values?.[field] ?? ''}
                disabled={!values}
                error={errors[field]}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  setValues((v) => (v ? { ...v, [field]: next } : v));
                }}
                data-testid={`issuer-${field}`}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={busy} disabled={!values} data-testid="issuer-save">
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
