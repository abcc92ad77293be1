/**
 * /config (main account): how many months after completion answers and reports are kept (6–36, default 12), and what
 * the daily retention job deletes when (issue 23 item 4). The domain's schema validates here and on the server.
 */
import { Button, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { retentionSettingSchema } from '@refcheck/domain/schemas/retention';
import type { RetentionSettingView } from '@refcheck/domain/schemas/retention-response';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { SavedValuesFieldset } from '../../../ui/saved-values-fieldset.tsx';
import { useSavedValues } from '../../../ui/use-saved-values.ts';

const key = ['retention-setting'] as const;
const url = '/api/company/retention';

export function RetentionCard() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: key, queryFn: () => apiRequest<RetentionSettingView>(url) });
  const [saving, setSaving] = useState(false);
  const form = useForm<{ months: number | string }>({
    mode: 'uncontrolled',
    initialValues: { months: 12 },
    validate: schemaValidator(retentionSettingSchema as never),
  });
  const loaded = setting.data;
  const ready = useSavedValues(form, loaded, (saved) => ({ months: saved.months }));

  const save = async (values: { months: number | string }) => {
    setSaving(true);
    try {
      const saved = await apiRequest<RetentionSettingView>(url, {
        method: 'PUT',
        body: { months: Number(values.months) },
      });
      queryClient.setQueryData(key, saved);
      notifications.show({ color: 'teal', message: t('retention.saved') });
    } catch {
      notifications.show({ color: 'red', message: t('retention.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="retention-card">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <SavedValuesFieldset ready={ready}>
          <Stack gap="sm" maw={560}>
            <Title order={2} size="h4">
              {t('retention.title')}
            </Title>
            <Text size="sm" id="retention-help">
              {t('retention.help')}
            </Text>
            <NumberInput
              label={t('retention.months')}
              description={t('retention.monthsHint')}
              min={loaded?.min ?? 6}
              max={loaded?.max ?? 36}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              w={320}
              key={form.key('months')}
              {...form.getInputProps('months')}
            />
            <Button type="submit" loading={saving} w="fit-content">
              {t('retention.save')}
            </Button>
          </Stack>
        </SavedValuesFieldset>
      </form>
    </Paper>
  );
}
