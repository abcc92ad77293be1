import { ActionIcon, Alert, Button, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { IpRulesView } from '@refcheck/domain/schemas/identity-response';
import { canDeleteIpAddress, ipAllowListSchema } from '@refcheck/domain/schemas/index';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator } from '../../../i18n/domain-messages.ts';
import { SavedSettingsCard } from '../../../ui/saved-settings-card.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
import { useSavedValues } from '../../../ui/use-saved-values.ts';

type IpRules = IpRulesView;

/** The problem's stable code, or the browser error's name, shown after 「エラーコード：」 (spec 8). */
const errorCode = (error: unknown) =>
  isApiError(error) ? error.code : error instanceof Error ? error.name : 'unknown';

const key = ['ip-rules'] as const;

/** IP address restriction in /config (spec 2, 5): at least one entry, the first one cannot be deleted. */
export function IpAllowListCard({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const rules = useQuery({ queryKey: key, queryFn: () => apiRequest<IpRules>('/api/company/ip-rules') });
  const { saving, save: saveWith } = useSave();
  const form = useForm<{ ipAddresses: string[] }>({
    mode: 'controlled',
    initialValues: { ipAddresses: [''] },
    validate: schemaValidator(ipAllowListSchema as never),
  });
  const loaded = rules.data;
  const ready = useSavedValues(form, loaded, (saved) => ({
    ipAddresses: saved.ipAddresses.length > 0 ? saved.ipAddresses : [saved.currentIp ?? ''],
  }));

  const save = async (values: { ipAddresses: string[] }) => {
    await saveWith(
      () => apiRequest('/api/company/ip-rules', { method: 'PUT', body: { ipAddresses: values.ipAddresses } }),
      {
        success: message('common.updateSucceeded'),
        afterSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
        failure: (error) =>
          isApiError(error) && error.code === 'currentIpNotIncluded'
            ? t('config.currentIpNotIncluded')
            : message('company.ipRegisterFailed').replace('{code}', errorCode(error)),
      },
    );
  };

  const disable = async () => {
    try {
      await apiRequest('/api/company/ip-rules', { method: 'DELETE' });
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: message('company.ipDisableFailed').replace('{code}', errorCode(error)),
      });
    }
  };

  const copyCurrentIp = async (ip: string) => {
    try {
      await navigator.clipboard.writeText(ip);
      notifications.show({ color: 'teal', message: message('notify.copied') });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: message('company.ipCopyFailed').replace('{code}', errorCode(error)),
      });
    }
  };

  const entries = form.values.ipAddresses;
  const active = (loaded?.ipAddresses.length ?? 0) > 0;
  return (
    <SavedSettingsCard
      title={t('config.ipTitle')}
      lead={active ? t('config.ipActive') : t('config.ipInactive')}
      ready={ready}
      onSubmit={form.onSubmit(save)}
      gap="md"
    >
      {rules.error && (
        <Alert color="red" variant="light" data-testid="ip-fetch-error">
          {message('company.ipFetchFailed').replace('{code}', errorCode(rules.error))}
        </Alert>
      )}
      {loaded && (
        <Group gap={4} wrap="nowrap">
          <Text size="sm" data-testid="current-ip" style={{ wordBreak: 'break-all' }}>
            {loaded.currentIp
              ? t('config.currentIp', { ip: loaded.currentIp })
              : message('company.ipNotRetrieved')}
          </Text>
          {loaded.currentIp && (
            <Tooltip label={t('config.ipCopy')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('config.ipCopy')}
                onClick={() => void copyCurrentIp(loaded.currentIp!)}
              >
                <IconCopy size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      )}
      {readOnly && <Text size="sm">{message('company.mainAccountOnly')}</Text>}
      {entries.map((_, index) => (
        <Group key={`ip-${index.toString()}`} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('config.ipEntry', { n: index + 1 })}
            placeholder="203.0.113.0/24"
            disabled={readOnly}
            {...form.getInputProps(`ipAddresses.${index}`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size={36}
            aria-label={t('config.ipDelete')}
            disabled={readOnly || !canDeleteIpAddress(index, entries)}
            onClick={() => form.removeListItem('ipAddresses', index)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {form.errors.ipAddresses && (
        <Text size="sm" c="red">
          {String(form.errors.ipAddresses)}
        </Text>
      )}
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={readOnly}
          onClick={() => form.insertListItem('ipAddresses', '')}
        >
          {t('config.ipAdd')}
        </Button>
        <Button type="submit" loading={saving} disabled={readOnly}>
          {t('config.ipSave')}
        </Button>
        {active && (
          <Button variant="subtle" color="red" disabled={readOnly} onClick={() => void disable()}>
            {t('config.ipDisable')}
          </Button>
        )}
      </Group>
    </SavedSettingsCard>
  );
}
