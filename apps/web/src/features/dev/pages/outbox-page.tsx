import {
  Alert,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconMail, IconMessage, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { Heading } from '../../../ui/heading.tsx';
import { OUTBOX_REFRESH_MS, useOutbox } from '../api/get-outbox.ts';
import { MailText } from '../components/mail-text.tsx';
import type { OutboxMessage, OutboxStatus } from '../types.ts';

const STATUS_COLORS: Record<OutboxStatus, string> = {
  queued: 'gray',
  sent: 'green',
  recorded: 'blue',
  failed: 'red',
};

const timeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function MessageRow({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('dev');
  const [opened, setOpened] = useState(false);
  const isMail = message.channel === 'mail';
  const hasHtml = Boolean(message.html);

  return (
    <Paper withBorder radius="md" data-testid="outbox-message">
      <UnstyledButton
        onClick={() => setOpened((value) => !value)}
        aria-expanded={opened}
        w="100%"
        p="sm"
        style={{ display: 'block' }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge
            variant="light"
            color={isMail ? 'brand' : 'grape'}
            leftSection={isMail ? <IconMail size={12} /> : <IconMessage size={12} />}
            radius="sm"
            style={{ flexShrink: 0 }}
          >
            {t(`outbox.channel.${message.channel}`)}
          </Badge>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} truncate>
              {message.subject || (isMail ? t('outbox.noSubject') : (message.text ?? ''))}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {message.to}
              </Text>
              <Text size="xs" c="dimmed">
                {timeFormat.format(new Date(message.createdAt))}
              </Text>
            </Group>
          </Stack>
          <Badge variant="dot" color={STATUS_COLORS[message.status]} style={{ flexShrink: 0 }}>
            {t(`outbox.status.${message.status}`)}
          </Badge>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened}>
        <Box px="sm" pb="sm">
          {message.error && (
            <Alert color="red" variant="light" mb="sm" title={t('outbox.error')}>
              {message.error}
            </Alert>
          )}
          <Tabs defaultValue={hasHtml ? 'html' : 'text'} keepMounted={false}>
            <Tabs.List>
              {hasHtml && <Tabs.Tab value="html">{t('outbox.html')}</Tabs.Tab>}
              <Tabs.Tab value="text">{t('outbox.text')}</Tabs.Tab>
            </Tabs.List>
            {hasHtml && (
              <Tabs.Panel value="html" pt="sm">
                {/* The mail's own HTML, isolated: no scripts, no same-origin access. */}
                <iframe
                  title={message.subject ?? message.id}
                  sandbox=""
                  srcDoc={message.html ?? ''}
                  style={{
                    width: '100%',
                    height: 420,
                    border: '1px solid var(--mantine-color-gray-3)',
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: 'white',
                  }}
                />
              </Tabs.Panel>
            )}
            <Tabs.Panel value="text" pt="sm">
              <MailText text={message.text ?? ''} />
            </Tabs.Panel>
          </Tabs>
        </Box>
      </Collapse>
    </Paper>
  );
}

/** /dev/outbox: what the server "sent" (mail and SMS) when it runs without real providers. */
export function OutboxPage() {
  const { t } = useTranslation(['dev', 'layout', 'common', 'mail']);
  const [filter, setFilter] = useState('');
  const [to] = useDebouncedValue(filter.trim(), 300);
  const outbox = useOutbox(to);
  const unavailable =
    isApiError(outbox.error) && (outbox.error.status === 404 || outbox.error.status === 403);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Heading order={1} title={t('layout:routes.devOutbox')} lead={t('outbox.lead')} />
        </Stack>
        <Group gap="xs">
          <Button component="a" href="/dev/outbox/templates" variant="light" size="xs">
            {t('mail:templates.open')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('outbox.autoRefresh', { seconds: OUTBOX_REFRESH_MS / 1000 })}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={14} />}
            onClick={() => void outbox.refetch()}
            loading={outbox.isFetching && !outbox.isPending}
          >
            {t('outbox.refresh')}
          </Button>
        </Group>
      </Group>

      <TextInput
        label={t('outbox.filter')}
        placeholder={t('outbox.filterPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={420}
      />

      {outbox.isPending ? (
        <Stack gap="sm">
          <Skeleton height={64} />
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : outbox.error ? (
        <Alert color={unavailable ? 'gray' : 'red'} variant="light" icon={<IconAlertTriangle size={20} />}>
          {unavailable
            ? t('outbox.unavailable')
            : isApiError(outbox.error) && outbox.error.isNetworkError
              ? t('common:errors.network')
              : t('common:errors.loadFailed')}
        </Alert>
      ) : outbox.data.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t('outbox.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('outbox.count', { count: outbox.data.length })}
          </Text>
          {outbox.data.map((message) => (
            <MessageRow key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
