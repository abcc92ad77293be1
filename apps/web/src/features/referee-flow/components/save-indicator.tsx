/** The autosave state under the progress bar: saving, saved, offline, or not saved. */

import { Group, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AutosaveState } from '../../../ui/autosave/ordered-autosave.ts';

export function SaveIndicator({ state }: { state: AutosaveState }) {
  const { t } = useTranslation('referee');
  return (
    <Text
      size="xs"
      c={state === 'error' || state === 'offline' ? 'red' : 'dimmed'}
      aria-live="polite"
      data-testid="referee-save-state"
      mih={18}
    >
      {state === 'saving' && t('answers.saving')}
      {state === 'saved' && (
        <Group component="span" gap={4} display="inline-flex">
          <IconCloudCheck size={14} />
          {t('answers.saved')}
        </Group>
      )}
      {state === 'offline' && (
        <Group component="span" gap={4} display="inline-flex" wrap="nowrap">
          <IconCloudOff size={14} />
          {t('answers.offline')}
        </Group>
      )}
      {state === 'error' && t('messages.answerNotSaved')}
    </Text>
  );
}
