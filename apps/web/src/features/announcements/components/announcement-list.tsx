import { Anchor, Badge, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../ui/format-date.ts';
import type { Announcement } from '../api.ts';

/** Titles of this many characters or more are cut with an ellipsis (spec 9). */
export const TITLE_ELLIPSIS_AT = 30;

export function shortTitle(title: string): string {
  const chars = Array.from(title);
  return chars.length >= TITLE_ELLIPSIS_AT ? `${chars.slice(0, TITLE_ELLIPSIS_AT - 1).join('')}…` : title;
}

const categoryColor = { new: 'teal', 'press-release': 'grape', info: 'blue' } as const;

/**
 * Announcements newest first: category, date, title (ellipsised from 30 characters, the full title on hover),
 * text, link. `actions` renders per-item controls (the operator's delete button).
 */
export function AnnouncementList(props: {
  items: Announcement[] | undefined;
  loading?: boolean;
  empty: string;
  actions?: (item: Announcement) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation('admin');
  if (props.loading) return <Skeleton height={80} />;
  if (!props.items || props.items.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="announcements-empty">
        {props.empty}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="announcement-list">
      {props.items.map((item) => (
        <Group
          key={item.id}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          data-testid="announcement-item"
          pb="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs">
              <Badge size="sm" variant="light" color={categoryColor[item.category]}>
                {t(`announcements.categories.${item.category}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {formatDate(`${item.date}T00:00:00`, i18n.language)}
              </Text>
            </Group>
            <Tooltip
              label={item.title}
              disabled={Array.from(item.title).length < TITLE_ELLIPSIS_AT}
              multiline
              maw={360}
            >
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="announcement-title">
                {shortTitle(item.title)}
              </Text>
            </Tooltip>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {item.text}
            </Text>
            {item.href && (
              <Anchor href={item.href} target="_blank" rel="noopener noreferrer" size="sm">
                {t('announcements.open')}
              </Anchor>
            )}
          </Stack>
          {props.actions?.(item)}
        </Group>
      ))}
    </Stack>
  );
}
