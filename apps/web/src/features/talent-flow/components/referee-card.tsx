import {
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { LANGUAGES, RELATIONSHIPS, TIMES_WORKING_TOGETHER } from '@refcheck/domain/enums';
import { RELATIONSHIP_LABELS, TIME_WORKING_TOGETHER_LABELS } from '@refcheck/domain/lists/enum-labels';
import {
  type JobMajorCategory,
  type JobMinorCategory,
  jobMajorLabel,
  jobMinorLabel,
  minorsOf,
  REFEREE_JOB_MAJORS,
} from '@refcheck/domain/lists/job-categories';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../../../i18n/languages.ts';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import type { RefereeDraft } from '../referee-draft.ts';

interface Props {
  index: number;
  draft: RefereeDraft;
  errors: Record<string, string>;
  canDelete: boolean;
  onChange: (patch: Partial<RefereeDraft>) => void;
  onDelete: () => void;
}

/** One referee: every field of the spec; company-chosen relationship and time are locked. */
export function RefereeCard({ index, draft, errors, canDelete, onChange, onDelete }: Props) {
  const { t } = useTranslation('talentFlow');
  const { lang } = useDomainText();
  const disabled = draft.completed || draft.willDelete;
  const text = (field: keyof RefereeDraft, label: string, errorPath: string, extra: object = {}) => (
    <TextInput
      label={label}
      value={draft[field] as string}
      onChange={(e) => onChange({ [field]: e.currentTarget.value })}
      error={errors[errorPath]}
      disabled={disabled}
      {...extra}
    />
  );
  const majors = REFEREE_JOB_MAJORS.filter((m) => m !== 'blank');
  const minors = draft.jobMajor ? minorsOf(draft.jobMajor as JobMajorCategory) : [];

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="referee-card"
      style={draft.willDelete ? { opacity: 0.6, borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>{t('referees.cardTitle', { n: index + 1 })}</Text>
          {draft.completed && <Badge color="green">{t('referees.completed')}</Badge>}
        </Group>
        {draft.willDelete && (
          <Text c="red" size="sm">
            {t('referees.willDelete')}
          </Text>
        )}
        {text('name', t('referees.name'), 'name', { withAsterisk: true, autoComplete: 'off' })}
        {text('email', t('referees.email'), 'email', { withAsterisk: true, type: 'email' })}
        {text('belongsCompany', t('referees.company'), 'belongs.company', { withAsterisk: true })}
        {text('belongsTitle', t('referees.title'), 'belongs.title', { withAsterisk: true })}
        {text('phoneNumber', t('referees.phone'), 'phoneNumber', {
          type: 'tel',
          placeholder: t('referees.phonePlaceholder'),
        })}
        <Select
          label={t('referees.relationship')}
          withAsterisk
          placeholder={t('referees.select')}
          data={RELATIONSHIPS.map((r) => ({ value: r, label: RELATIONSHIP_LABELS[r][lang] }))}
          value={draft.relationship || null}
          onChange={(v) => onChange({ relationship: v ?? '' })}
          error={errors.relationship}
          disabled={disabled || draft.isRelationshipSelectedByCompany}
          description={draft.isRelationshipSelectedByCompany ? t('referees.lockedByCompany') : undefined}
        />
        {draft.relationship === 'other' &&
          text('otherRelationship', t('referees.otherRelationship'), 'otherRelationship', {
            disabled: disabled || draft.isRelationshipSelectedByCompany,
          })}
        <Select
          label={t('referees.time')}
          withAsterisk
          placeholder={t('referees.select')}
          data={TIMES_WORKING_TOGETHER.map((v) => ({
            value: v,
            label: TIME_WORKING_TOGETHER_LABELS[v][lang],
          }))}
          value={draft.timeWorkingTogether || null}
          onChange={(v) => onChange({ timeWorkingTogether: v ?? '' })}
          error={errors.timeWorkingTogether}
          disabled={disabled || draft.isTimeWorkingTogetherSelectedByCompany}
          description={
            draft.isTimeWorkingTogetherSelectedByCompany ? t('referees.lockedByCompany') : undefined
          }
        />
        {draft.timeWorkingTogether === 'other' &&
          text('otherTimeWorkingTogether', t('referees.otherTime'), 'otherTimeWorkingTogether', {
            disabled: disabled || draft.isTimeWorkingTogetherSelectedByCompany,
          })}
        <SimpleGrid cols={2} spacing="sm">
          {text('timeToBegin', t('referees.begin'), 'timeToBeginWorkingTogether', {
            type: 'month',
            withAsterisk: true,
          })}
          {!draft.workingTogether &&
            text('timeToEnd', t('referees.end'), 'timeToEndWorkingTogether', { type: 'month' })}
        </SimpleGrid>
        <Checkbox
          label={t('referees.workingTogether')}
          checked={draft.workingTogether}
          onChange={(e) => onChange({ workingTogether: e.currentTarget.checked })}
          disabled={disabled}
        />
        <Select
          label={t('referees.jobMajor')}
          withAsterisk
          placeholder={t('referees.select')}
          data={majors.map((m) => ({ value: m, label: jobMajorLabel(m, lang) }))}
          value={draft.jobMajor || null}
          onChange={(v) => onChange({ jobMajor: v ?? '', jobMinor: '' })}
          error={errors.jobCategory}
          disabled={disabled}
        />
        <Select
          label={t('referees.jobMinor')}
          withAsterisk
          placeholder={t('referees.select')}
          data={minors.map((m) => ({ value: m, label: jobMinorLabel(m as JobMinorCategory, lang) }))}
          value={draft.jobMinor || null}
          onChange={(v) => onChange({ jobMinor: v ?? '' })}
          disabled={disabled || !draft.jobMajor}
        />
        <Select
          label={t('referees.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }))}
          value={draft.language}
          onChange={(v) => v && onChange({ language: v as RefereeDraft['language'] })}
          allowDeselect={false}
          disabled={disabled}
        />
        {!draft.completed && (
          <Button
            variant="subtle"
            color={draft.willDelete ? 'gray' : 'red'}
            onClick={onDelete}
            disabled={!draft.willDelete && !canDelete}
          >
            {draft.willDelete ? t('referees.undoDelete') : t('referees.delete')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
