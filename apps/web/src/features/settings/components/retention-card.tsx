/**
 * /config (main account): how many months after completion answers and reports are kept (6–36, default 12), and what
 * the daily retention job deletes when (issue 23 item 4). The domain's schema validates here and on the server.
 */
import { Button, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { retentionSettingSchema } from '@refcheck/domain/schemas/retention';
import type { RetentionSettingView } from '@refcheck/domain/schemas/retention-response';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { SavedSettingsCard } from '../../../ui/saved-settings-card.tsx';
import { useSave } from '../../../ui/use-save.ts';
import { useSavedValues } from '../../../ui/use-saved-values.ts';

const key = ['retention-setting'] as const;
const url = '/api/company/retention';

export function RetentionCard() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: key, queryFn: () => apiRequest<RetentionSettingView>(url) });
  const { saving, save: saveWith } = useSave();
  const form = useForm<{ months: number | string }>({
    mode: 'uncontrolled',
    initialValues: { months: 12 },
    validate: schemaValidator(retentionSettingSchema as never),
  });
  const loaded = setting.data;
  const ready = useSavedValues(form, loaded, (saved) => ({ months: saved.months }));

  const save = async (values: { months: number | string }) => {
    await saveWith(
      async () => {
        const saved = await apiRequest<RetentionSettingView>(url, {
          method: 'PUT',
          body: { months: Number(values.months) },
        });
        queryClient.setQueryData(key, saved);
      },
      { success: t('retention.saved'), failure: t('retention.saveFailed') },
    );
  };

  return (
    <SavedSettingsCard
      title={t('retention.title')}
      ready={ready}
      onSubmit={form.onSubmit(save)}
      maw={560}
      data-testid="retention-card"
    >
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
    </SavedSettingsCard>
  );
}
