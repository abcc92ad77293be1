/**
 * 「ログイン中の端末」 in /config (issue 34 item 4), for every signed-in person: each live session with its device
 * (from the user agent), IP address, place (unknown: no geolocation), last activity and the current one marked;
 * ending one, or every other one, after a confirmation.
 */
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { deviceLabel } from '@refcheck/domain/schemas/device-sessions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDateTime } from '../../../ui/format-date.ts';
import { Heading } from '../../../ui/heading.tsx';
import { type DeviceSessionItem, useDeviceSessions, useEndSessions } from '../api/sessions.ts';

export function DeviceSessionsCard() {
  const { t } = useTranslation('sessions');
  const sessions = useDeviceSessions();
  const end = useEndSessions();
  const [ending, setEnding] = useState<DeviceSessionItem | 'others' | null>(null);
  const lang = currentLanguage();
  const device = (s: DeviceSessionItem) => deviceLabel(s.userAgent) ?? t('unknownDevice');
  const items = sessions.data ?? [];
  const others = items.filter((s) => !s.current);

  const confirm = async () => {
    if (!ending) return;
    try {
      await end.mutateAsync(ending === 'others' ? 'others' : { id: ending.id });
      notifications.show({ color: 'teal', message: t('ended') });
    } catch {
      notifications.show({ color: 'red', message: t('endFailed') });
    } finally {
      setEnding(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" id="sessions" data-testid="device-sessions-card">
      <Stack gap="md">
        <Stack gap={4} maw={720}>
          <Heading order={2} title={t('title')} lead={t('lead')} />
        </Stack>
        {sessions.isPending && <Loader size="sm" aria-label={t('title')} />}
        {sessions.isError && (
          <Text size="sm" c="red">
            {t('loadFailed')}
          </Text>
        )}
        {items.length > 0 && (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((s) => (
              <Paper
                key={s.id}
                component="li"
                withBorder
                radius="sm"
                p="sm"
                data-testid="device-session"
                data-current={s.current || undefined}
              >
                <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} size="sm">
                        {device(s)}
                      </Text>
                      {s.current && (
                        <Badge color="teal" variant="light" size="sm">
                          {t('current')}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {t('ip')}: {s.ipAddress ?? '—'} ・ {t('place')}: {t('placeUnknown')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('lastActive')}: {formatDateTime(s.lastActiveAt, lang)} ・ {t('signedInAt')}:{' '}
                      {formatDateTime(s.createdAt, lang)}
                    </Text>
                  </Stack>
                  {!s.current && (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => setEnding(s)}
                      aria-label={t('endLabel', {
                        device: device(s),
                        when: formatDateTime(s.lastActiveAt, lang),
                      })}
                    >
                      {t('end')}
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {sessions.isSuccess && others.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('onlyThis')}
          </Text>
        )}
        {others.length > 0 && (
          <Button variant="default" color="red" w="fit-content" onClick={() => setEnding('others')}>
            {t('endOthers')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        opened={ending !== null}
        onClose={() => setEnding(null)}
        title={ending === 'others' ? t('endOthersTitle') : t('endTitle')}
        centered
        size="md"
        text={
          ending === 'others'
            ? t('endOthersConfirm')
            : ending
              ? t('endConfirm', { device: device(ending), ip: ending.ipAddress ?? '—' })
              : ''
        }
        cancel={t('cancel')}
        confirm={ending === 'others' ? t('endOthers') : t('end')}
        loading={end.isPending}
        onConfirm={confirm}
      />
    </Paper>
  );
}
