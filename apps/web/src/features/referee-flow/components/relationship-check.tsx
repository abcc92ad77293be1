/**
 * Before the questions: the relationship and period the candidate stated, and "is it right?" (正しい / 修正する with
 * the fields to correct). The same zod schema as the API validates; a correction becomes the company's
 * `relationshipCorrected` trust signal (the referee is never told so). Answering is optional: it never blocks the
 * questionnaire.
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Relationship } from '@refcheck/domain/enums';
import { RELATIONSHIPS } from '@refcheck/domain/enums';
import { RELATIONSHIP_LABELS } from '@refcheck/domain/lists/enum-labels';
import {
  type RelationshipConfirmationInput,
  relationshipConfirmationSchema,
} from '@refcheck/domain/schemas/relationship-confirmation';
import { yearMonthText } from '@refcheck/domain/trust-signals/relationship';
import { useState } from 'react';
import { useQueryClient } from '../../../api/small-query.ts';
import { isDomainTextKey } from '../../../i18n/domain-text.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { confirmRelationship } from '../api/confirm-relationship.ts';
import { refereeKeys } from '../api/keys.ts';
import type { RefereeMe } from '../api/types.ts';

type Draft = Required<Omit<RelationshipConfirmationInput, 'answer'>> & {
  answer: '' | 'correct' | 'corrected';
};

function draftOf(me: RefereeMe): Draft {
  const c = me.relationshipConfirmation;
  const base = c?.answer === 'corrected' ? c : null;
  return {
    answer: c?.answer ?? '',
    relationship: ((base?.relationship ?? me.stated.relationship) as Relationship) || 'directSupervisor',
    otherRelationship: base?.otherRelationship ?? me.stated.otherRelationship,
    timeToBegin: base?.timeToBegin ?? me.stated.timeToBegin,
    workingTogether: base ? base.timeToEnd === null : me.stated.timeToEnd === null,
    timeToEnd: (base ? base.timeToEnd : me.stated.timeToEnd) ?? '',
  };
}

export function RelationshipCheck({ me }: { me: RefereeMe }) {
  const { m, lang } = useDomainText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(me));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const change = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setState('idle');
  };
  const label = (r: string, other: string) =>
    r === 'other' ? other : (RELATIONSHIP_LABELS[r as Relationship]?.[lang] ?? r);
  const from = yearMonthText(me.stated.timeToBegin, lang);
  const period = me.stated.timeToEnd
    ? m('trust.period', { from, to: yearMonthText(me.stated.timeToEnd, lang) })
    : m('trust.periodOngoing', { from });
  const text = (key: string) => (isDomainTextKey(key) ? m(key) : key);

  const save = async () => {
    const parsed = relationshipConfirmationSchema.safeParse(draft.answer === '' ? {} : draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'answer'), i.message])),
      );
      return;
    }
    setErrors({});
    setState('busy');
    try {
      await confirmRelationship(parsed.data);
      await queryClient.invalidateQueries({ queryKey: refereeKeys.me });
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="relationship-check">
      <Stack gap="sm">
        <Heading order={2} size="h5" title={m('referee.relationshipTitle')} />
        <Text size="sm">{m('referee.relationshipLead', { talentName: me.talentName })}</Text>
        <Text size="sm" fw={600} data-testid="relationship-stated">
          {m('referee.relationshipStated', {
            relationship: label(me.stated.relationship, me.stated.otherRelationship),
            period,
          })}
        </Text>
        <Radio.Group
          label={m('referee.relationshipQuestion')}
          value={draft.answer}
          onChange={(v) => change({ answer: v as Draft['answer'] })}
          error={errors.answer ? text(errors.answer) : undefined}
        >
          <Group gap="lg" mt={6}>
            <Radio value="correct" label={m('referee.relationshipCorrect')} />
            <Radio value="corrected" label={m('referee.relationshipCorrectIt')} />
          </Group>
        </Radio.Group>
        {draft.answer === 'corrected' && (
          <Stack gap="xs">
            <NativeSelect
              label={m('referee.relationshipField')}
              data={RELATIONSHIPS.map((r) => ({ value: r, label: RELATIONSHIP_LABELS[r][lang] }))}
              value={draft.relationship}
              onChange={(e) => change({ relationship: e.currentTarget.value as Relationship })}
              error={errors.relationship ? text(errors.relationship) : undefined}
            />
            {draft.relationship === 'other' && (
              <TextInput
                label={m('referee.relationshipOtherField')}
                value={draft.otherRelationship}
                onChange={(e) => change({ otherRelationship: e.currentTarget.value })}
                error={errors.otherRelationship ? text(errors.otherRelationship) : undefined}
              />
            )}
            <Group grow align="flex-start">
              <TextInput
                type="month"
                label={m('referee.relationshipBegin')}
                value={draft.timeToBegin}
                onChange={(e) => change({ timeToBegin: e.currentTarget.value })}
                error={errors.timeToBegin ? text(errors.timeToBegin) : undefined}
              />
              {!draft.workingTogether && (
                <TextInput
                  type="month"
                  label={m('referee.relationshipEnd')}
                  value={draft.timeToEnd}
                  onChange={(e) => change({ timeToEnd: e.currentTarget.value })}
                  error={errors.timeToEnd ? text(errors.timeToEnd) : undefined}
                />
              )}
            </Group>
            <Checkbox
              label={m('referee.relationshipOngoing')}
              checked={draft.workingTogether}
              onChange={(e) => change({ workingTogether: e.currentTarget.checked })}
            />
          </Stack>
        )}
        {state === 'failed' && (
          <Alert color="red" variant="light">
            {m('referee.relationshipSaveFailed')}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="teal.9" role="status">
            {state === 'saved' ? m('referee.relationshipSaved') : ''}
          </Text>
          <Button
            variant="light"
            onClick={() => void save()}
            loading={state === 'busy'}
            data-testid="relationship-save"
          >
            {m('referee.relationshipSave')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
