import { Button, FileInput, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../../../api/api-error.ts';
import { useDomainMessage } from '../../../i18n/domain-messages.ts';
import { type CardResults, previewCardResults, uploadCardResults } from '../api/billing.ts';

/**
 * The card batch's result file (Shift-JIS): previewed (20 rows, per-row errors), then uploaded; each declined
 * member's card becomes invalid and its main account is mailed.
 */
export function CardResultsUpload() {
  const { t } = useTranslation('admin');
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CardResults | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const fail = (error: unknown) => {
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
    notifications.show({
      color: 'red',
      message: parse ? message('admin.csvParseFailed') : message('admin.csvUploadFailed'),
    });
  };
  const choose = async (next: File | null) => {
    setFile(next);
    setResult(null);
    setErrors([]);
    setDone(false);
    if (!next) return;
    setBusy(true);
    try {
      setResult(await previewCardResults(next));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const applied = await uploadCardResults(file);
      setResult(applied);
      setDone(true);
      notifications.show({
        color: 'teal',
        message: t('payment.cardResultsDone', { count: applied.marked }),
      });
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('payment.cardResultsTitle')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('payment.cardResultsLead')}
          </Text>
        </div>
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
            <Table.ScrollContainer minWidth={560}>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('payment.columns.memberId')}</Table.Th>
                    <Table.Th>{t('payment.columns.companyName')}</Table.Th>
                    <Table.Th>{t('payment.columns.orderId')}</Table.Th>
                    <Table.Th>{t('payment.cardResultsCode')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
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
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
