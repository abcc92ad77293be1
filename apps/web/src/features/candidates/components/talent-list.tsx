import {
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTalentList } from '../api/list-talents.ts';
import { TalentListRow } from './talent-list-row.tsx';

interface Props {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  canAdd: boolean;
}

/** Rows measured once drawn; this is the first guess (name line + status line of a NavLink). */
const ROW_ESTIMATE = 56;
/** Fetch the next page when the last drawn row is this close to the end of the loaded rows. */
const LOAD_AHEAD = 15;

/**
 * The candidate list sidebar (350 px): search, add, newest first. Pages come from the server as the list scrolls
 * (keyset cursor); only the rows in view are drawn, so ten thousand candidates scroll like ten.
 */
export function TalentList({ selectedId, onSelect, onAdd, canAdd }: Props) {
  const { t } = useTranslation('candidates');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useTalentList(debounced);
  const rows = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const total = data?.pages[0]?.counts?.total;
  const viewport = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const drawn = virtualizer.getVirtualItems();
  const lastDrawn = drawn.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastDrawn >= rows.length - LOAD_AHEAD) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, lastDrawn, rows.length, fetchNextPage]);

  return (
    <Paper withBorder radius="md" p="sm" component="section">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap">
            <Text fw={700}>{t('list.title')}</Text>
            {total !== undefined && (
              <Badge variant="light" color="gray" data-testid="talent-count">
                {t('list.count', { n: total.toLocaleString() })}
              </Badge>
            )}
          </Group>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd} disabled={!canAdd}>
            {t('list.add')}
          </Button>
        </Group>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {isPending ? (
          <Stack gap="xs">
            <Skeleton h={48} />
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        ) : isError && rows.length === 0 ? (
          <Text size="sm" c="red" ta="center" py="lg">
            {t('list.loadFailed')}
          </Text>
        ) : rows.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {debounced ? t('list.noResult') : t('list.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize
            mah="calc(100dvh - 260px)"
            viewportRef={viewport}
            data-testid="talent-list-scroll"
          >
            <div
              data-testid="talent-list"
              style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
            >
              {drawn.map((item) => {
                const talent = rows[item.index]!;
                return (
                  <div
                    key={item.key}
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    style={{
                      position: 'absolute',
                      top: 0,
                      left: 0,
                      width: '100%',
                      transform: `translateY(${item.start}px)`,
                    }}
                  >
                    <TalentListRow talent={talent} active={talent.id === selectedId} onSelect={onSelect} />
                  </div>
                );
              })}
            </div>
            {isFetchingNextPage && (
              <Group justify="center" gap="xs" py="xs">
                <Loader size="xs" />
                <Text size="xs" c="dimmed">
                  {t('list.loadingMore')}
                </Text>
              </Group>
            )}
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
