/**
 * 「APIキー」 in /config (main account, issue 25): the company's keys for the public API (name, prefix, creator,
 * created, last used), creating one (shown once) and revoking one after a confirmation.
 */
import { Badge, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiKeyItem } from '@refcheck/domain/schemas/api-key';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDateTime } from '../../../ui/format-date.ts';
import { Heading } from '../../../ui/heading.tsx';
import { ScrollTable } from '../../../ui/scroll-table.tsx';
import { useApiKeys } from '../api/list.ts';
import { useRevokeApiKey } from '../api/revoke.ts';
import { CreateApiKeyDialog } from './create-dialog.tsx';

export function ApiKeysCard() {
  const { t } = useTranslation('apiKeys');
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyItem | null>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, currentLanguage()) : t('never'));
  const items = keys.data?.items ?? [];

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      notifications.show({ color: 'teal', message: t('revoked', { name: revoking.name }) });
    } catch {
      notifications.show({ color: 'red', message: t('revokeFailed') });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="api-keys-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4} maw={640}>
            <Heading order={2} title={t('title')} lead={t('lead')} />
          </Stack>
          <Button onClick={() => setCreating(true)}>{t('createButton')}</Button>
        </Group>
        {keys.isPending && <Loader size="sm" />}
        {keys.isError && (
          <Text size="sm" c="red">
            {t('loadFailed')}
          </Text>
        )}
        {keys.isSuccess && items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('empty')}
          </Text>
        )}
        {items.length > 0 && (
          <ScrollTable
            minWidth={720}
            verticalSpacing="xs"
            data-testid="api-keys-table"
            head={[t('name'), t('prefix'), t('createdBy'), t('createdAt'), t('lastUsedAt'), t('state')]}
          >
            {items.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <Text ff="monospace" size="sm">
                    {key.prefix}…
                  </Text>
                </Table.Td>
                <Table.Td>{key.createdBy ?? '—'}</Table.Td>
                <Table.Td>{when(key.createdAt)}</Table.Td>
                <Table.Td>{when(key.lastUsedAt)}</Table.Td>
                <Table.Td>
                  {key.revokedAt ? (
                    <Badge color="gray" variant="light">
                      {t('revokedBadge')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setRevoking(key)}
                      aria-label={t('revokeLabel', { name: key.name })}
                    >
                      {t('revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        )}
      </Stack>
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('revokeTitle')}
        centered
        size="md"
        text={t('revokeConfirm', { name: revoking?.name ?? '' })}
        cancel={t('cancel')}
        confirm={t('revoke')}
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </Paper>
  );
}
