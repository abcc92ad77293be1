import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../use-draft-save.ts';

/** Saved / saving / offline, next to an autosaved form. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation('regainTrust');
  if (state === 'idle') return null;
  const color = state === 'offline' ? 'red' : 'dimmed';
  return (
    <Group gap={6} data-testid="save-state" data-state={state} aria-live="polite">
      {state === 'saving' && <Loader size={14} />}
      {state === 'saved' && <IconCheck size={16} color="var(--mantine-color-green-7)" />}
      {state === 'offline' && <IconCloudOff size={16} color="var(--mantine-color-red-7)" />}
      <Text size="sm" c={color}>
        {t(`save.${state}`)}
      </Text>
    </Group>
  );
}
