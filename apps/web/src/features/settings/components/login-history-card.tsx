import { Badge, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AuthEventView } from '@refcheck/domain/schemas/identity-response';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { currentLanguage } from '../../../i18n/index.ts';
import { BCP47 } from '../../../i18n/languages.ts';
import { Heading } from '../../../ui/heading.tsx';
import { ScrollTable } from '../../../ui/scroll-table.tsx';

type AuthEvent = AuthEventView;

/** The server's AUTH_EVENTS_SHOWN. */
const SHOWN = 100;
const KINDS = [
  'sign-in',
  'code-send',
  'code-verify',
  'reset-request',
  'reset',
  'password-change',
  'sign-up',
  'sub-account-sign-up',
  'phone-code',
  'phone-verify',
  'ip-denied',
  'sso-sign-in',
  'sso-link',
  'email-change',
  'phone-change-code',
  'phone-change',
  'company-settings',
] as const;

/** 「ログイン履歴」 in /config, main account only: the company's sign-in and account events (read-only). */
export function LoginHistoryCard() {
  const { t } = useTranslation(['auth', 'common']);
  const wide = useMediaQuery('(min-width: 768px)', true);
  const events = useQuery({
    queryKey: ['auth-events'],
    queryFn: () => apiRequest<AuthEvent[]>('/api/company/auth-events'),
  });
  const format = new Intl.DateTimeFormat(BCP47[currentLanguage()], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Tokyo',
  });
  const kind = (k: string) =>
    (KINDS as readonly string[]).includes(k) ? t(`loginHistory.kinds.${k as (typeof KINDS)[number]}`) : k;
  const result = (r: string) => {
    const ok = r.startsWith('ok');
    const reason = ok ? '' : r.replace(/^fail:/, '');
    return (
      <Group gap={6} wrap="nowrap">
        <Badge color={ok ? 'teal' : 'red'} variant="light" size="sm">
          {ok ? t('loginHistory.ok') : t('loginHistory.failed')}
        </Badge>
        {reason && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {reason}
          </Text>
        )}
      </Group>
    );
  };
  const rows = events.data ?? [];

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Heading
            order={2}
            title={t('loginHistory.title')}
            lead={t('loginHistory.lead', { count: SHOWN })}
          />
        </Stack>
        {events.isPending && <Loader size="sm" />}
        {events.isError && (
          <Text size="sm" c="red">
            {t('common:errors.loadFailed')}
          </Text>
        )}
        {events.isSuccess && rows.length === 0 && <Text size="sm">{t('loginHistory.empty')}</Text>}
        {rows.length > 0 &&
          (wide ? (
            <ScrollTable
              minWidth={720}
              maxHeight={420}
              striped
              stickyHeader
              verticalSpacing={6}
              fz="sm"
              aria-label={t('loginHistory.title')}
              head={[
                t('loginHistory.at'),
                t('loginHistory.account'),
                t('loginHistory.event'),
                t('loginHistory.result'),
                t('loginHistory.ip'),
              ]}
            >
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.format(new Date(e.at))}</Table.Td>
                  <Table.Td>{e.email ?? '—'}</Table.Td>
                  <Table.Td>{kind(e.kind)}</Table.Td>
                  <Table.Td>{result(e.result)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.ip ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          ) : (
            <Stack
              gap="xs"
              mah={480}
              style={{ overflowY: 'auto' }}
              // A scrolling region is scrolled by keyboard too: it takes the focus (WCAG 2.1.1).
              tabIndex={0}
              role="list"
              aria-label={t('loginHistory.title')}
            >
              {rows.map((e) => (
                <Paper key={e.id} withBorder radius="sm" p="sm" role="listitem">
                  <Stack gap={4}>
                    <Group justify="space-between" gap="xs">
                      <Text size="xs" c="dimmed">
                        {format.format(new Date(e.at))}
                      </Text>
                      {result(e.result)}
                    </Group>
                    <Text size="sm" fw={600}>
                      {kind(e.kind)}
                    </Text>
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {e.email ?? '—'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('loginHistory.ip')}: {e.ip ?? '—'}
                    </Text>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
