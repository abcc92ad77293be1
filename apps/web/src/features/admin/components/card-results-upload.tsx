import { Button, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../../../api/api-error.ts';
import { ScrollTable } from '../../../ui/scroll-table.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useSave } from '../../../ui/use-save.ts';
import { type CardResults, previewCardResults, uploadCardResults } from '../api/billing.ts';

/**
 * The card batch's result file (Shift-JIS): previewed (20 rows, per-row errors), then uploaded; each declined
 * member's card becomes invalid and its main account is mailed.
 */
export function CardResultsUpload() {
  const { t } = useTranslation('admin');
  const { m: message } = useDomainText();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CardResults | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const { saving: busy, save } = useSave();
  const [done, setDone] = useState(false);

  /** Lists a parse failure's rows under the field; the toast says which failure it was. */
  const failure = (error: unknown) => {
    const parse = isApiError(error) && error.code === 'csvParseFailed';
    setErrors(
      parse
        ? ((error as ApiError).errors ?? []).map((e) =>
            t('payment.cardResultsRowError', {
              line: e.path.replace('line.', ''),
              code: t(`payment.cardResultsErrors.${e.code}`, { defaultValue: e.code }),
            }),
          )
        : [],
    );
    return parse ? message('admin.csvParseFailed') : message('admin.csvUploadFailed');
  };
  const choose = async (next: File | null) => {
    setFile(next);
    setResult(null);
    setErrors([]);
    setDone(false);
    if (!next) return;
    await save(async () => setResult(await previewCardResults(next)), { failure });
  };
  const upload = async () => {
    if (!file) return;
    await save(
      async () => {
        const applied = await uploadCardResults(file);
        setResult(applied);
        setDone(true);
        return applied;
      },
      {
        success: (applied) => t('payment.cardResultsDone', { count: applied.marked }),
        afterSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
        failure,
      },
    );
  };
  return (
    <SectionCard title={t('payment.cardResultsTitle')} lead={t('payment.cardResultsLead')}>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t('payment.file')}
          placeholder={t('payment.cardResultsPlaceholder')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(f) => void choose(f)}
          w={{ base: '100%', sm: 320 }}
          clearable
          clearButtonProps={{ 'aria-label': t('payment.clearFile') }}
          data-testid="card-results-file"
        />
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={!result || done}
          loading={busy}
          onClick={() => void upload()}
          data-testid="card-results-upload"
        >
          {t('payment.upload')}
        </Button>
      </Group>
      {errors.length > 0 && (
        <Stack gap={2} data-testid="card-results-errors" role="alert">
          {errors.slice(0, 20).map((e) => (
            <Text size="sm" c="red.9" key={e}>
              {e}
            </Text>
          ))}
        </Stack>
      )}
      {result && (
        <Stack gap="xs" data-testid="card-results-preview">
          <Text size="sm">
            {t('payment.cardResultsSummary', { rows: result.rows, declined: result.declined })}
          </Text>
          <ScrollTable
            minWidth={560}
            striped
            withTableBorder
            fz="sm"
            head={[
              t('payment.columns.memberId'),
              t('payment.columns.companyName'),
              t('payment.columns.orderId'),
              t('payment.cardResultsCode'),
            ]}
          >
            {result.preview.map((r) => (
              <Table.Tr key={r.line}>
                <Table.Td ff="monospace">{r.memberId}</Table.Td>
                <Table.Td>{r.companyName}</Table.Td>
                <Table.Td>{r.orderId}</Table.Td>
                <Table.Td c={r.declined ? 'red.9' : undefined} fw={r.declined ? 600 : undefined}>
                  {r.declined
                    ? t('payment.cardResultsDeclined', { code: r.resultCode })
                    : t('payment.cardResultsOk')}
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        </Stack>
      )}
    </SectionCard>
  );
}
