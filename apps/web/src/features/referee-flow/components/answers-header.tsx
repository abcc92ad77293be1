import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutosaveState } from '../../../ui/autosave/ordered-autosave.ts';
import { Heading } from '../../../ui/heading.tsx';
import type { RefereeMe } from '../api/types.ts';
import { Frame } from './page-frame.tsx';
import { SaveIndicator } from './save-indicator.tsx';

interface AnswersHeaderProps {
  title: string;
  lead: string;
  done: number;
  total: number;
  state: AutosaveState;
}

/** The title and lead of each questionnaire page. */
const PAGE_TEXTS = {
  descriptions: { title: 'answers.descriptionsTitle', lead: 'answers.descriptionsLead' },
  selections: { title: 'answers.selectionsTitle', lead: 'answers.selectionsLead' },
} as const;

/**
 * A questionnaire page (`page`): the referee's frame at the questionnaire step, the page's header (AnswersHeader: its
 * title and lead, `done` of `total` answered, the autosave `state`), then the questions.
 */
export function QuestionnaireFrame({
  me,
  page,
  children,
  ...progress
}: Omit<AnswersHeaderProps, 'title' | 'lead'> & {
  me: RefereeMe;
  page: keyof typeof PAGE_TEXTS;
  children: ReactNode;
}) {
  const { t } = useTranslation('referee');
  return (
    <Frame me={me} step="questionnaire">
      <Stack gap="md">
        <AnswersHeader title={t(PAGE_TEXTS[page].title)} lead={t(PAGE_TEXTS[page].lead)} {...progress} />
        {children}
      </Stack>
    </Frame>
  );
}

/** A question's label as both questionnaires show it: wrapped, at the body size, `marginBottom` above the answer. */
export const questionLabelStyles = (marginBottom: number) => ({
  label: { whiteSpace: 'normal', lineHeight: 1.5, marginBottom, fontSize: 'var(--mantine-font-size-md)' },
});

/** Title and lead of a questionnaire page, then a sticky bar: answered count, autosave state, progress. */
function AnswersHeader(props: AnswersHeaderProps) {
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
