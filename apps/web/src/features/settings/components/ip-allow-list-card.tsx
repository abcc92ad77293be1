import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { canDeleteIpAddress, ipAllowListSchema } from '@refcheck/domain/schemas/index';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { apiRequest } from '../../../api/client.ts';
import { schemaValidator, useDomainMessage } from '../../auth/domain-messages.ts';

interface IpRules {
  ipAddresses: string[];
  currentIp: string;
}

const key = ['ip-rules'] as const;

/** IP address restriction in /config (spec 2, 5): at least one entry, the first one cannot be deleted. */
export function IpAllowListCard({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const rules = useQuery({ queryKey: key, queryFn: () => apiRequest<IpRules>('/api/company/ip-rules') });
  const [saving, setSaving] = useState(false);
  const form = useForm<{ ipAddresses: string[] }>({
    mode: 'controlled',
    initialValues: { ipAddresses: [''] },
    validate: schemaValidator(ipAllowListSchema as never),
  });
  const loaded = rules.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset the form when the saved list arrives.
  useEffect(() => {
    if (loaded) {
      form.setValues({
        ipAddresses: loaded.ipAddresses.length > 0 ? loaded.ipAddresses : [loaded.currentIp],
      });
      form.resetDirty();
    }
  }, [loaded]);

  const save = async (values: { ipAddresses: string[] }) => {
    setSaving(true);
    try {
      await apiRequest('/api/company/ip-rules', { method: 'PUT', body: { ipAddresses: values.ipAddresses } });
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      const text =
        isApiError(error) && error.code === 'currentIpNotIncluded'
          ? t('config.currentIpNotIncluded')
          : message('company.configUpdateFailed');
      notifications.show({ color: 'red', message: text });
    } finally {
      setSaving(false);
    }
  };

  const disable = async () => {
    try {
      await apiRequest('/api/company/ip-rules', { method: 'DELETE' });
      notifications.show({ color: 'teal', message: message('common.updateSucceeded') });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      const code = isApiError(error) ? error.code : 'unknown';
      notifications.show({
        color: 'red',
        message: message('company.ipDisableFailed').replace('{code}', code),
      });
    }
  };

  const entries = form.values.ipAddresses;
  const active = (loaded?.ipAddresses.length ?? 0) > 0;
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="md" maw={520}>
          <Title order={2} size="h4">
            {t('config.ipTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {active ? t('config.ipActive') : t('config.ipInactive')}
            {loaded ? ` ${t('config.currentIp', { ip: loaded.currentIp })}` : ''}
          </Text>
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
        </Stack>
      </form>
    </Paper>
  );
}
