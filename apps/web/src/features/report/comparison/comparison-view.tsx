/** The report's first view (issue 40): the highlights, the selection answers side by side, the free-text answers side by side. */
import { Alert, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import type { Report } from '../api/get-report.ts';
import { FreeTextAnswers } from './free-text.tsx';
import { Highlights } from './highlights.tsx';
import { SelectionTable } from './selection-table.tsx';

export function ComparisonView({ report }: { report: Report }) {
  const { t } = useTranslation('comparison');
  const selections = report.questions.filter((q) => q.kind === 'selection');
  // Selection questions are numbered as the per-referee view numbers them.
  const numbers = new Map(selections.map((q, i) => [q.key, `Q${i + 1}`]));
  return (
    <Stack gap="lg" data-testid="report-comparison">
      {selections.length > 0 ? (
        <>
          <Highlights report={report} numbers={numbers} />
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              <Heading order={3} size="h4" title={t('selections')} />
              <SelectionTable report={report} numbers={numbers} />
            </Stack>
          </Paper>
        </>
      ) : (
        <Alert color="gray">{t('noSelection')}</Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <FreeTextAnswers report={report} />
      </Paper>
    </Stack>
  );
}
