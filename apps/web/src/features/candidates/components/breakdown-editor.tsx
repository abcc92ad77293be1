import { ActionIcon, Button, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { RELATIONSHIPS, TIMES_WORKING_TOGETHER } from '@refcheck/domain/enums';
import { RELATIONSHIP_LABELS, TIME_WORKING_TOGETHER_LABELS } from '@refcheck/domain/lists/enum-labels';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { type BreakdownRow, emptyRow } from '../candidate-form.ts';

interface Props {
  rows: BreakdownRow[];
  errors: Record<string, string>;
  onChange: (rows: BreakdownRow[]) => void;
}

/** Breakdown lines: relationship × time × 1–10 people, 'other' text, at least one line, registered lines locked. */
export function BreakdownEditor({ rows, errors, onChange }: Props) {
  const { t } = useTranslation('candidates');
  const { lang } = useDomainText();
  const form = { breakdown: rows };
  const updateRow = (key: string, patch: Partial<BreakdownRow>) =>
    onChange(rows.map((b) => (b.key === key ? { ...b, ...patch } : b)));
  const breakdownError = errors.refereeBreakdown;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="sm">
        <Heading order={3} title={t('form.breakdown')} />
        {form.breakdown.map((row, index) => (
          <Stack key={row.key} gap={6} data-testid="breakdown-row">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Select
                style={{ flex: 2 }}
                aria-label={t('form.relationship')}
                label={index === 0 ? t('form.relationship') : undefined}
                placeholder={t('form.select')}
                data={RELATIONSHIPS.map((r) => ({ value: r, label: RELATIONSHIP_LABELS[r][lang] }))}
                value={row.relationship || null}
                disabled={row.registered > 0}
                onChange={(v) => updateRow(row.key, { relationship: v ?? '' })}
                error={
                  errors[`refereeBreakdown.${index}.relationship`] ?? errors[`refereeBreakdown.${index}`]
                }
              />
              <Select
                style={{ flex: 2 }}
                aria-label={t('form.time')}
                label={index === 0 ? t('form.time') : undefined}
                placeholder={t('form.select')}
                data={TIMES_WORKING_TOGETHER.map((v) => ({
                  value: v,
                  label: TIME_WORKING_TOGETHER_LABELS[v][lang],
                }))}
                value={row.timeWorkingTogether || null}
                disabled={row.registered > 0}
                onChange={(v) => updateRow(row.key, { timeWorkingTogether: v ?? '' })}
                error={errors[`refereeBreakdown.${index}.timeWorkingTogether`]}
              />
              <NumberInput
                style={{ flex: 1 }}
                aria-label={t('form.people')}
                label={index === 0 ? t('form.people') : undefined}
                min={Math.max(1, row.registered)}
                max={10}
                clampBehavior="strict"
                allowDecimal={false}
                value={row.numberOfPeople}
                onChange={(v) =>
                  updateRow(row.key, { numberOfPeople: typeof v === 'number' ? v : Number(v) || 1 })
                }
                error={errors[`refereeBreakdown.${index}.numberOfPeople`]}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={index === 0 ? 24 : 0}
                aria-label={t('form.removeRow')}
                disabled={form.breakdown.length <= 1 || row.registered > 0}
                onClick={() => onChange(form.breakdown.filter((b) => b.key !== row.key))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            {row.relationship === 'other' && (
              <TextInput
                aria-label={t('form.otherRelationship')}
                placeholder={t('form.otherRelationship')}
                value={row.otherRelationship}
                disabled={row.registered > 0}
                onChange={(e) => updateRow(row.key, { otherRelationship: e.currentTarget.value })}
                error={errors[`refereeBreakdown.${index}.otherRelationship`]}
              />
            )}
            {row.timeWorkingTogether === 'other' && (
              <TextInput
                aria-label={t('form.otherTime')}
                placeholder={t('form.otherTime')}
                value={row.otherTimeWorkingTogether}
                disabled={row.registered > 0}
                onChange={(e) => updateRow(row.key, { otherTimeWorkingTogether: e.currentTarget.value })}
                error={errors[`refereeBreakdown.${index}.otherTimeWorkingTogether`]}
              />
            )}
          </Stack>
        ))}
        {breakdownError && (
          <Text c="red" size="sm">
            {breakdownError}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onChange([...form.breakdown, emptyRow()])}
        >
          {t('form.addRow')}
        </Button>
      </Stack>
    </Paper>
  );
}
