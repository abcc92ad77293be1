/**
 * 「APIキー」 in /config (main account, issue 25): the company's keys for the public API (name, prefix, creator,
 * created, last used), creating one (shown once) and revoking one after a confirmation.
 */
import { Badge, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiKeyItem } from '@refcheck/domain/schemas/api-key';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../ui/format-date.ts';
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
            <Title order={2} size="h4">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('lead')}
            </Text>
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
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" data-testid="api-keys-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th>{t('prefix')}</Table.Th>
                  <Table.Th>{t('createdBy')}</Table.Th>
                  <Table.Th>{t('createdAt')}</Table.Th>
                  <Table.Th>{t('lastUsedAt')}</Table.Th>
                  <Table.Th>{t('state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <CreateApiKeyDialog opened={creating} onClose={() => setCreating(false)} />
      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('revokeTitle')}
        centered
        size="md"
      >
        <Stack gap="md">
          <Text size="sm">{t('revokeConfirm', { name: revoking?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={revoke.isPending} onClick={confirmRevoke}>
              {t('revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
