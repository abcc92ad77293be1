import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AutosaveState } from '../../../ui/autosave/ordered-autosave.ts';
import { Heading } from '../../../ui/heading.tsx';
import { SaveIndicator } from './save-indicator.tsx';

/** Title and lead of a questionnaire page, then a sticky bar: answered count, autosave state, progress. */
export function AnswersHeader(props: {
  title: string;
  lead: string;
  done: number;
  total: number;
  state: AutosaveState;
}) {
  const { t } = useTranslation('referee');
  return (
    <>
      <Stack gap={4}>
        <Heading order={1} size="h3" title={props.title} lead={props.lead} />
      </Stack>
      <Box pos="sticky" top={0} bg="gray.0" py={6} style={{ zIndex: 2 }}>
        <Group justify="space-between" mb={4}>
          <Text size="xs">{t('answers.progress', { done: props.done, total: props.total })}</Text>
          <SaveIndicator state={props.state} />
        </Group>
        <Progress
          value={(100 * props.done) / Math.max(1, props.total)}
          size="sm"
          aria-label={t('answers.progress', { done: props.done, total: props.total })}
        />
      </Box>
    </>
  );
}
