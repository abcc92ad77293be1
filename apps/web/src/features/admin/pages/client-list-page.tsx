import '../styles.ts';
import {
  Button,
  Card,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  CLIENT_FILTERS,
  CLIENT_PAGE_SIZES,
  CLIENT_SORTS,
  type ClientFilter,
  type ClientSort,
} from '@refcheck/domain/schemas/admin';
import { IconSearch, IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format-date.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useRouteTitle } from '../../../ui/use-route-title.ts';
import { type Client, useClients } from '../api/clients.ts';
import { ClientStateBadges, PlanBadge } from '../components/client-badges.tsx';
import { DeliveryFailureAlert } from '../components/delivery-failure-alert.tsx';
import { PermissionDialog } from '../components/permission-dialog.tsx';

/** /admin: every client company, searched, filtered and sorted on the server; unverified first by default. */
export function ClientListPage() {
  const { t, i18n } = useTranslation('admin');
  const title = useRouteTitle();
  const wide = useMediaQuery('(min-width: 768px)', true);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [filter, setFilter] = useState<ClientFilter>('all');
  const [sort, setSort] = useState<ClientSort>('unverifiedFirst');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(CLIENT_PAGE_SIZES[0]);
  const [editing, setEditing] = useState<string | null>(null);
  const list = useClients({ q, filter, sort, page, pageSize });
  const lang = i18n.language;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const editButton = (client: Client) => (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconUserCog size={14} />}
      onClick={() => setEditing(client.id)}
      aria-label={`${t('clients.edit')}: ${client.name}`}
      style={{ flexShrink: 0 }}
    >
      {t('clients.edit')}
    </Button>
  );
  const trial = (c: Client) => (c.onTrial ? t('clients.days', { count: c.trialDaysLeft }) : '—');
  const card = (c: Client) =>
    c.cardValid ? (c.maskedCardNo ?? t('clients.cardValid')) : t('clients.cardNone');

  return (
    <Stack gap="lg">
      <div>
        <Heading order={1} title={title} lead={t('clients.lead')} />
      </div>
      <DeliveryFailureAlert />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <TextInput
            label={t('clients.searchLabel')}
            placeholder={t('clients.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            style={{ gridColumn: wide ? 'span 2' : undefined }}
          />
          <Select
            label={t('clients.filter')}
            data={CLIENT_FILTERS.map((f) => ({ value: f, label: t(`clients.filters.${f}`) }))}
            value={filter}
            allowDeselect={false}
            onChange={(v) => {
              setFilter((v ?? 'all') as ClientFilter);
              setPage(1);
            }}
            data-testid="client-filter"
          />
          <Select
            label={t('clients.sort')}
            data={CLIENT_SORTS.map((s) => ({ value: s, label: t(`clients.sorts.${s}`) }))}
            value={sort}
            allowDeselect={false}
            onChange={(v) => setSort((v ?? 'unverifiedFirst') as ClientSort)}
          />
        </SimpleGrid>
      </Paper>
      {list.isPending ? (
        <Skeleton height={240} />
      ) : !data || data.items.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text c="dimmed" ta="center">
            {t('clients.empty')}
          </Text>
        </Paper>
      ) : wide ? (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="client-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('clients.company')}</Table.Th>
                <Table.Th>{t('clients.state')}</Table.Th>
                <Table.Th>{t('clients.created')}</Table.Th>
                <Table.Th>
                  {t('clients.riskEyesId')} / {t('clients.sonar')}
                </Table.Th>
                <Table.Th>
                  {t('clients.card')} / {t('clients.trial')}
                </Table.Th>
                <Table.Th>
                  {t('clients.subAccounts')} / {t('clients.candidatesThisMonth')}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((c) => (
                <Table.Tr key={c.id} data-testid="client-row">
                  <Table.Td maw={320}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {c.staffName} ・ {c.email}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={150} style={{ whiteSpace: 'nowrap' }}>
                    <Stack gap={4} align="flex-start">
                      <PlanBadge client={c} />
                      <ClientStateBadges client={c} />
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(c.createdAt, lang)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{c.riskEyesId ?? '—'}</Text>
                    <Text size="xs" c="dimmed">
                      {t('clients.sonar')}: {c.sonar ? t('clients.on') : t('clients.off')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {card(c)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('clients.trial')}: {trial(c)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {c.subAccountCount} / {c.candidatesThisMonth}
                    </Text>
                  </Table.Td>
                  <Table.Td>{editButton(c)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : (
        <Stack gap="sm">
          {data.items.map((c) => (
            <Card key={c.id} withBorder radius="md" padding="md" data-testid="client-row">
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {c.staffName} ・ {c.email}
                    </Text>
                  </div>
                  <PlanBadge client={c} />
                </Group>
                <ClientStateBadges client={c} />
                <Text size="xs" c="dimmed">
                  {t('clients.created')} {formatDate(c.createdAt, lang)} ・ {t('clients.trial')} {trial(c)} ・{' '}
                  {t('clients.card')} {card(c)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('clients.subAccounts')} {c.subAccountCount} ・ {t('clients.candidatesThisMonth')}{' '}
                  {c.candidatesThisMonth} ・ {t('clients.riskEyesId')} {c.riskEyesId ?? '—'} ・{' '}
                  {t('clients.sonar')} {c.sonar ? t('clients.on') : t('clients.off')}
                </Text>
                <Group justify="flex-end">{editButton(c)}</Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {data && data.total > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" data-testid="client-total">
            {t('clients.total', { count: data.total })}
          </Text>
          <Pagination value={page} onChange={setPage} total={pages} size="sm" siblings={wide ? 1 : 0} />
          <Select
            aria-label={t('clients.pageSize')}
            w={90}
            size="xs"
            data={CLIENT_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(v) => {
              setPageSize(Number(v ?? CLIENT_PAGE_SIZES[0]));
              setPage(1);
            }}
          />
        </Group>
      )}
      {editing && (
        <PermissionDialog
          clientId={editing}
          initial={data?.items.find((c) => c.id === editing) ?? null}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
