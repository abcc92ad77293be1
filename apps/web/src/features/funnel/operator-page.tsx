/** /admin/funnel: the funnel across every company and a per-company table, sorted and paged on the server (issue 36). */

import { Group, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import type { OperatorFunnelSortKey } from '@refcheck/domain/schemas/referee-decline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultRange, type OperatorTableState, useOperatorFunnel } from './api.ts';
import { FunnelFrame, pct, useDuration } from './funnel-view.tsx';

export function OperatorFunnelPage() {
  const { t } = useTranslation('funnel');
  const duration = useDuration();
  const [range, setRange] = useState(defaultRange);
  const [table, setTable] = useState<OperatorTableState>({ sort: 'checks', dir: 'desc', page: 1 });
  const query = useOperatorFunnel(range, table);
  const header = (key: OperatorFunnelSortKey, label: string, right = true) => (
    <Table.Th
      scope="col"
      ta={right ? 'right' : undefined}
      aria-sort={table.sort === key ? (table.dir === 'desc' ? 'descending' : 'ascending') : 'none'}
    >
      <UnstyledButton
        onClick={() =>
          setTable((s) => ({
            sort: key,
            // The same header again reverses; another starts with the largest (the name: A to Z).
            dir: s.sort === key ? (s.dir === 'desc' ? 'asc' : 'desc') : key === 'name' ? 'asc' : 'desc',
            page: 1,
          }))
        }
        fw={700}
        data-testid={`sort-${key}`}
      >
        {label}
        {table.sort === key ? (table.dir === 'desc' ? ' ▼' : ' ▲') : ''}
      </UnstyledButton>
    </Table.Th>
  );
  return (
    <FunnelFrame
      title={t('operatorTitle')}
      range={range}
      onRange={(r) => {
        setRange(r);
        setTable((s) => ({ ...s, page: 1 }));
      }}
      query={query}
    >
      {(data) => {
        const pages = Math.max(1, Math.ceil(data.total / data.limit));
        return (
          <>
            <Table.ScrollContainer minWidth={480}>
              <Table data-testid="funnel-companies">
                <Table.Thead>
                  <Table.Tr>
                    {header('name', t('company'), false)}
                    {header('checks', t('checks'))}
                    {header('completionRateByDeadline', t('completionRate'))}
                    {header('medianHours', t('median'))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.companies.map((c) => (
                    <Table.Tr key={c.companyId}>
                      <Table.Th scope="row" fw={500}>
                        {c.name}
                      </Table.Th>
                      <Table.Td ta="right">{c.checks}</Table.Td>
                      <Table.Td ta="right">{pct(c.completionRateByDeadline)}</Table.Td>
                      <Table.Td ta="right">{duration(c.medianHours)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" c="dimmed" data-testid="funnel-companies-total">
                {t('companiesTotal', { count: data.total })}
              </Text>
              {data.total > 0 && (
                <nav aria-label={t('pagination')}>
                  <Pagination
                    value={Math.min(table.page, pages)}
                    onChange={(page) => setTable((s) => ({ ...s, page }))}
                    total={pages}
                    size="sm"
                    siblings={1}
                    getControlProps={(control) => ({
                      'aria-label':
                        control === 'previous'
                          ? t('pagePrevious')
                          : control === 'next'
                            ? t('pageNext')
                            : control === 'first'
                              ? t('pageFirst')
                              : t('pageLast'),
                    })}
                    getItemProps={(page) => ({
                      'aria-label': t('pageNumber', { page }),
                      'aria-current': page === table.page ? 'page' : undefined,
                    })}
                  />
                </nav>
              )}
            </Group>
          </>
        );
      }}
    </FunnelFrame>
  );
}
