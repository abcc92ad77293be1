import {
  Badge,
  Button,
  Group,
  NavLink,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TALENT_STATUS_LABELS } from '@refcheck/domain/lists/enum-labels';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useTalentList } from '../api/list-talents.ts';

interface Props {
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
  canAdd: boolean;
}

/** The candidate list sidebar (350 px): search, add, newest first. */
export function TalentList({ selectedId, onSelect, onAdd, canAdd }: Props) {
  const { t } = useTranslation('candidates');
  const { lang } = useDomainText();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const { data, isPending } = useTalentList(debounced);

  return (
    <Paper withBorder radius="md" p="sm" component="section">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{t('list.title')}</Text>
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
        <ScrollArea.Autosize mah="calc(100dvh - 260px)">
          {isPending ? (
            <Stack gap="xs">
              <Skeleton h={48} />
              <Skeleton h={48} />
              <Skeleton h={48} />
            </Stack>
          ) : data && data.length > 0 ? (
            <Stack gap={2} data-testid="talent-list">
              {data.map((talent) => (
                <NavLink
                  key={talent.id}
                  active={talent.id === selectedId}
                  onClick={() => onSelect(talent.id)}
                  label={
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} size="sm" truncate>
                        {talent.name}
                      </Text>
                      {talent.left && (
                        <Badge size="xs" color="gray">
                          {t('list.left')}
                        </Badge>
                      )}
                      {talent.declined && (
                        <Badge size="xs" color="red">
                          {t('list.declined')}
                        </Badge>
                      )}
                    </Group>
                  }
                  description={
                    <Group gap={6} justify="space-between" wrap="nowrap">
                      <Text size="xs" c="dimmed" truncate>
                        {TALENT_STATUS_LABELS[talent.status][lang]}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('list.deadline', { date: formatDeadline(new Date(talent.deadline), lang) })}
                      </Text>
                    </Group>
                  }
                />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" ta="center" py="lg">
              {debounced ? t('list.noResult') : t('list.empty')}
            </Text>
          )}
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
}
