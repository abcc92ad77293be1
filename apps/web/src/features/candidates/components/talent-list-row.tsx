import { Badge, Group, NavLink, Text } from '@mantine/core';
import { TALENT_STATUS_LABELS } from '@refcheck/domain/lists/enum-labels';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import type { TalentListItem } from '../api/types.ts';

interface Props {
  talent: TalentListItem;
  active: boolean;
  onSelect: (id: string) => void;
}

/** One candidate of the list: name with the left / declined badges, status and deadline. */
export const TalentListRow = memo(function TalentListRow({ talent, active, onSelect }: Props) {
  const { t } = useTranslation('candidates');
  const { lang } = useDomainText();
  // The dimmed grey on the selected row's light brand fill is 3.7:1 (axe color-contrast, issue 38): darker there.
  const muted = active ? 'gray.8' : 'dimmed';
  return (
    <NavLink
      active={active}
      onClick={() => onSelect(talent.id)}
      mb={2}
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
          <Text size="xs" c={muted} truncate>
            {TALENT_STATUS_LABELS[talent.status][lang]}
          </Text>
          <Text size="xs" c={muted}>
            {t('list.deadline', { date: formatDeadline(new Date(talent.deadline), lang) })}
          </Text>
        </Group>
      }
    />
  );
});
