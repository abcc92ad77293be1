import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { LANGUAGES, RANKS } from '@refcheck/domain/enums';
import { APPLIED_SITE_LABELS, APPLIED_SITES } from '@refcheck/domain/lists/applied-sites';
import { RANK_LABELS } from '@refcheck/domain/lists/enum-labels';
import {
  JOB_MAJOR_CATEGORIES,
  type JobMajorCategory,
  type JobMinorCategory,
  jobMajorLabel,
  jobMinorLabel,
  minorsOf,
} from '@refcheck/domain/lists/job-categories';
import { DEFAULT_DESCRIPTION_QUESTIONS } from '@refcheck/domain/questions/descriptions';
import { FULLTIME_SELECTION_KEYS, ROOKIE_SELECTION_KEYS } from '@refcheck/domain/questions/selections';
import { answerTimeEstimate } from '@refcheck/domain/rules/dates';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../../../i18n/languages.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { TemplatePicker, TemplateQuestionList, useTemplateQuestionCount } from '../../templates/index.ts';
import type { CandidateFormState } from '../candidate-form.ts';
import { BreakdownEditor } from './breakdown-editor.tsx';

interface Props {
  form: CandidateFormState;
  errors: Record<string, string>;
  mode: 'add' | 'edit';
  onChange: (patch: Partial<CandidateFormState>) => void;
}

/** Every field of the add/edit candidate dialog (spec 5), errors shown under each field. */
export function CandidateFormFields({ form, errors, mode, onChange }: Props) {
  const { t } = useTranslation('candidates');
  const { m, lang } = useDomainText();
  const text = (field: keyof CandidateFormState, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={form[field] as string}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      error={errors[field]}
      {...extra}
    />
  );
  const selections = (form.rank === 'rookie' ? ROOKIE_SELECTION_KEYS : FULLTIME_SELECTION_KEYS).length;
  const templateCount = useTemplateQuestionCount(form.templateId, form.selectionQuestion);
  const questionCount =
    templateCount ??
    DEFAULT_DESCRIPTION_QUESTIONS.length +
      form.addedQuestions.length +
      (form.selectionQuestion ? selections : 0);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('name', t('form.name'), { withAsterisk: true })}
        {text('email', t('form.email'), { withAsterisk: true, type: 'email' })}
        {text('countryCode', t('form.countryCode'), { withAsterisk: true })}
        {text('phoneNumber', t('form.phoneNumber'), { withAsterisk: true, placeholder: '09012345678' })}
        <Select
          label={t('form.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
          value={form.language}
          allowDeselect={false}
          onChange={(v) => v && onChange({ language: v as CandidateFormState['language'] })}
        />
        {text('deadline', t('form.deadline'), { withAsterisk: true, type: 'date' })}
        {text('currentCompany', t('form.currentCompany'))}
        {text('recruitmentOfficer', t('form.recruitmentOfficer'))}
        <Select
          label={t('form.jobMajor')}
          placeholder={t('form.select')}
          clearable
          data={JOB_MAJOR_CATEGORIES.filter((c) => c !== 'blank').map((c) => ({
            value: c,
            label: jobMajorLabel(c, lang),
          }))}
          value={form.jobMajor || null}
          onChange={(v) => onChange({ jobMajor: v ?? '', jobMinor: '' })}
          error={errors.currentJobCategory}
        />
        <Select
          label={t('form.jobMinor')}
          placeholder={t('form.select')}
          clearable
          disabled={!form.jobMajor}
          data={(form.jobMajor ? minorsOf(form.jobMajor as JobMajorCategory) : []).map((c) => ({
            value: c,
            label: jobMinorLabel(c as JobMinorCategory, lang),
          }))}
          value={form.jobMinor || null}
          onChange={(v) => onChange({ jobMinor: v ?? '' })}
        />
        <Select
          label={t('form.site')}
          placeholder={t('form.select')}
          clearable
          searchable
          data={APPLIED_SITES.filter((s) => s !== 'blank').map((s) => ({
            value: s,
            label: APPLIED_SITE_LABELS[s][lang],
          }))}
          value={form.site || null}
          onChange={(v) => onChange({ site: v ?? '' })}
          error={errors.siteWhereTalentApplied}
        />
        {/* Beside the site it was applied on; the hint under the input keeps the row's inputs level. */}
        {text('externalId', t('form.externalId'), {
          description: t('form.externalIdHint'),
          inputWrapperOrder: ['label', 'input', 'description', 'error'],
          maxLength: 100,
        })}
        {mode === 'add' && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('form.rank')}
            </Text>
            <SegmentedControl
              data={RANKS.map((r) => ({ value: r, label: RANK_LABELS[r][lang] }))}
              value={form.rank}
              disabled={form.templateId !== ''}
              onChange={(v) => onChange({ rank: v as CandidateFormState['rank'] })}
            />
          </Stack>
        )}
      </SimpleGrid>

      <BreakdownEditor
        rows={form.breakdown}
        errors={errors}
        onChange={(breakdown) => onChange({ breakdown })}
      />

      {mode === 'add' && (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="sm">
            <Heading order={3} title={t('form.questions')} />
            <TemplatePicker
              value={form.templateId}
              onChange={(template) =>
                onChange(
                  template
                    ? { templateId: template.id, rank: template.templateType, addedQuestions: [] }
                    : { templateId: '' },
                )
              }
            />
            {form.templateId ? (
              <TemplateQuestionList id={form.templateId} withSelections={form.selectionQuestion} />
            ) : (
              <StandardQuestions form={form} errors={errors} onChange={onChange} />
            )}
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {t('form.selection')}
              </Text>
              <SegmentedControl
                data={[
                  { value: 'on', label: t('form.selectionOn') },
                  { value: 'off', label: t('form.selectionOff') },
                ]}
                value={form.selectionQuestion ? 'on' : 'off'}
                onChange={(v) => onChange({ selectionQuestion: v === 'on' })}
              />
            </Group>
            {form.selectionQuestion ? (
              <Text size="xs" c="dimmed">
                {t('form.selectionCount', { count: selections })}
              </Text>
            ) : (
              <Alert color="yellow" variant="light" data-testid="selection-warning">
                {m('company.selectionNoneWarning')}
              </Alert>
            )}
            <Text size="sm">{t('form.estimated', { minutes: answerTimeEstimate(questionCount) })}</Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** The standard questions: the 8 default descriptions and the company's own added ones. */
function StandardQuestions({ form, errors, onChange }: Pick<Props, 'form' | 'errors' | 'onChange'>) {
  const { t } = useTranslation('candidates');
  const { lang } = useDomainText();
  return (
    <>
      <Text size="sm" fw={500}>
        {t('form.descriptions')}
      </Text>
      <Stack gap={4}>
        {DEFAULT_DESCRIPTION_QUESTIONS.map((q, i) => (
          <Text key={q.key} size="xs" c="dimmed">
            {i + 1}. {q.text[lang]}
          </Text>
        ))}
      </Stack>
      {form.addedQuestions.map((q, i) => (
        <Group key={q.key} align="flex-start" wrap="nowrap">
          <Textarea
            style={{ flex: 1 }}
            autosize
            label={t('form.newQuestion', { n: i + 1 })}
            value={q.text}
            onChange={(e) => {
              const value = e.currentTarget.value;
              onChange({
                addedQuestions: form.addedQuestions.map((x) => (x.key === q.key ? { ...x, text: value } : x)),
              });
            }}
            error={errors[`questions.descriptions.${DEFAULT_DESCRIPTION_QUESTIONS.length + i}.text`]}
          />
          <ActionIcon
            mt={24}
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('form.removeQuestion')}
            onClick={() => onChange({ addedQuestions: form.addedQuestions.filter((x) => x.key !== q.key) })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() =>
          onChange({
            addedQuestions: [
              ...form.addedQuestions,
              // Keys must be unique: the clock plus the list length guards two clicks in the same ms.
              { key: `original_${Date.now() + form.addedQuestions.length}`, text: '' },
            ],
          })
        }
      >
        {t('form.addQuestion')}
      </Button>
    </>
  );
}
