import { Alert, Anchor, Button, FileInput, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { breakdownListSchema } from '@refcheck/domain/schemas/breakdown';
import { localizeIssues } from '@refcheck/domain/schemas/localize';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../ui/scroll-table.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { TemplatePicker } from '../../templates/index.ts';
import { fileToBase64, useImportCsv, usePreviewCsv } from '../api/import-csv.ts';
import { type BreakdownRow, deadlineIso, emptyRow, initialForm } from '../candidate-form.ts';
import { BreakdownEditor } from './breakdown-editor.tsx';

/** Bulk add by CSV: sample download, common deadline and breakdown, preview of every row with its errors, save. */
export function CandidateCsvImport({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('candidates');
  const { m, lang } = useDomainText();
  const [file, setFile] = useState<string | null>(null);
  const [deadline, setDeadline] = useState(() => initialForm(new Date()).deadline);
  const [rows, setRows] = useState<BreakdownRow[]>(() => [emptyRow()]);
  const [template, setTemplate] = useState<{ id: string; templateType: 'fulltime' | 'rookie' } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = usePreviewCsv();
  const save = useImportCsv();

  const onFile = async (picked: File | null) => {
    preview.reset();
    if (!picked) return setFile(null);
    const encoded = await fileToBase64(picked);
    setFile(encoded);
    preview.mutate(encoded);
  };

  const submit = () => {
    const refereeBreakdown = rows.map((b) => ({
      relationship: b.relationship || undefined,
      otherRelationship: b.otherRelationship,
      timeWorkingTogether: b.timeWorkingTogether || undefined,
      otherTimeWorkingTogether: b.otherTimeWorkingTogether,
      numberOfPeople: b.numberOfPeople,
    }));
    const parsed = breakdownListSchema().safeParse(refereeBreakdown);
    const next: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of localizeIssues(parsed.error, lang))
        next[`refereeBreakdown.${issue.path}`.replace(/\.$/, '')] ??= issue.message;
    }
    if (!deadline) next.deadline = m('validation.deadlineRequired');
    setErrors(next);
    if (Object.keys(next).length > 0 || !file) return;
    save.mutate(
      {
        file,
        common: {
          deadline: deadlineIso(deadline),
          refereeBreakdown,
          ...(template ? { templateId: template.id, rank: template.templateType } : {}),
        },
      },
      {
        onSuccess: (r) => {
          notifications.show({
            color: 'green',
            title: m('notify.success'),
            message: t('csv.saved', { count: r.created }),
          });
          onDone();
        },
        onError: () =>
          notifications.show({
            color: 'red',
            title: m('notify.error'),
            message: m('company.candidateBulkNotSaved'),
          }),
      },
    );
  };

  const data = preview.data;
  return (
    <Stack gap="md">
      <Text size="sm">{t('csv.lead')}</Text>
      <Anchor href={`/api/talents/csv/sample?lang=${lang}`} download size="sm">
        <Group gap={4}>
          <IconDownload size={16} />
          {t('csv.sample')}
        </Group>
      </Anchor>
      <FileInput
        label={t('csv.file')}
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={18} />}
        onChange={(f) => void onFile(f)}
        clearable
      />
      {data && (
        <Stack gap="xs" data-testid="csv-preview">
          <Text fw={600} size="sm">
            {t('csv.preview', { count: data.rows.length, errors: data.errors.length })}
          </Text>
          {data.errors.length > 0 && (
            <Alert color="red" variant="light">
              <Stack gap={2}>
                {data.errors.map((e) => (
                  <Text key={`${e.line}-${e.field}-${e.code}`} size="sm">
                    {t('csv.line', { line: e.line })}: {e.message}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          {data.rows.length > 0 && (
            <ScrollTable minWidth={480} mah={240} withTableBorder fz="sm">
              {data.rows.map((r) => (
                <Table.Tr key={r.line}>
                  <Table.Td>{t('csv.line', { line: r.line })}</Table.Td>
                  <Table.Td>{r.name}</Table.Td>
                  <Table.Td>{r.email}</Table.Td>
                  <Table.Td>
                    {r.countryCode} {r.phoneNumber}
                  </Table.Td>
                </Table.Tr>
              ))}
            </ScrollTable>
          )}
        </Stack>
      )}
      <TextInput
        type="date"
        label={t('form.deadline')}
        withAsterisk
        value={deadline}
        onChange={(e) => setDeadline(e.currentTarget.value)}
        error={errors.deadline}
      />
      <BreakdownEditor rows={rows} errors={errors} onChange={setRows} />
      <TemplatePicker value={template?.id ?? ''} onChange={setTemplate} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {m('common.cancel')}
        </Button>
        <Button loading={save.isPending} disabled={!data || data.rows.length === 0} onClick={submit}>
          {t('csv.save', { count: data?.rows.length ?? 0 })}
        </Button>
      </Group>
    </Stack>
  );
}
