/** The add-candidate dialogs' choice of a template question set (single and CSV bulk), and its questions. */
import { Select, Stack, Text } from '@mantine/core';
import type { Rank } from '@refcheck/domain/enums';
import { RANK_LABELS } from '@refcheck/domain/lists/enum-labels';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useTemplate, useTemplates } from '../api.ts';

interface Props {
  /** The template id, '' for the standard questions. */
  value: string;
  onChange: (template: { id: string; templateType: Rank } | null) => void;
}

export function TemplatePicker({ value, onChange }: Props) {
  const { t } = useTranslation('templates');
  const { lang } = useDomainText();
  const list = useTemplates();
  const rows = list.data ?? [];
  return (
    <Select
      label={t('picker')}
      description={value ? t('pickerHint') : undefined}
      data={[
        { value: '', label: t('pickerNone') },
        ...rows.map((row) => ({
          value: row.id,
          label: `${row.name}（${RANK_LABELS[row.templateType][lang]}）`,
        })),
      ]}
      value={value}
      allowDeselect={false}
      onChange={(id) => {
        const row = rows.find((r) => r.id === id);
        onChange(row ? { id: row.id, templateType: row.templateType } : null);
      }}
    />
  );
}

/** The chosen template's questions in the current language (descriptions; selections unless turned off). */
export function TemplateQuestionList({ id, withSelections }: { id: string; withSelections: boolean }) {
  const { t } = useTranslation('templates');
  const { lang } = useDomainText();
  const detail = useTemplate(id);
  if (!detail.data) return null;
  const set = detail.data.questions[lang];
  const list = (items: { key: string; text: string }[]) =>
    items.map((q, i) => (
      <Text key={q.key} size="xs" c="dimmed">
        {i + 1}. {q.text}
      </Text>
    ));
  return (
    <Stack gap={4} data-testid="template-questions">
      <Text size="sm" fw={500}>
        {t('pickerQuestions', { name: detail.data.name })}
      </Text>
      <Text size="xs" fw={500}>
        {t('descriptions')}
      </Text>
      {list(set.descriptions)}
      {withSelections && set.selections.length > 0 && (
        <>
          <Text size="xs" fw={500} mt={4}>
            {t('selections')}
          </Text>
          {list(set.selections)}
        </>
      )}
    </Stack>
  );
}

/** Number of questions the candidate's referees get with this template (for the estimated time). */
export function useTemplateQuestionCount(id: string, withSelections: boolean): number | null {
  const detail = useTemplate(id || null);
  if (!id || !detail.data) return null;
  const { descriptions, selections } = detail.data.questions.jp;
  return descriptions.length + (withSelections ? selections.length : 0);
}
