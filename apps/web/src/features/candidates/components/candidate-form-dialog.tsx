import { Button, Group, Modal, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Relationship, TimeWorkingTogether } from '@refcheck/domain/enums';
import { DEFAULT_DESCRIPTION_QUESTIONS } from '@refcheck/domain/questions/descriptions';
import { breakdownIdentity, countRegisteredByBreakdown } from '@refcheck/domain/schemas/breakdown';
import { candidateFormSchema, candidateOwnQuestionSets } from '@refcheck/domain/schemas/candidate';
import { localizeIssues } from '@refcheck/domain/schemas/localize';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { FairHiringWarning } from '../../../ui/fair-hiring-warning.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useCreateTalent } from '../api/create-talent.ts';
import type { TalentDetail } from '../api/types.ts';
import { useUpdateTalent } from '../api/update-talent.ts';
import { type CandidateFormState, formFromTalent, initialForm, toBody } from '../candidate-form.ts';
import { CandidateCsvImport } from './candidate-csv-import.tsx';
import { CandidateFormFields } from './candidate-form-fields.tsx';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Edit this candidate; add a new one when absent. */
  talent?: TalentDetail;
  onCreated?: (id: string) => void;
}

const DEFAULT_KEYS = DEFAULT_DESCRIPTION_QUESTIONS.map((q) => q.key);

/** Add (single or bulk CSV) and edit candidate dialog. */
export function CandidateFormDialog({ opened, onClose, talent, onCreated }: Props) {
  const { t } = useTranslation('candidates');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={talent ? t('form.editTitle') : t('form.addTitle')}
      centered
      size="45rem"
    >
      {opened &&
        (talent ? (
          <SingleForm talent={talent} onDone={onClose} />
        ) : (
          <Tabs defaultValue="single" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="single">{t('form.single')}</Tabs.Tab>
              <Tabs.Tab value="bulk">{t('form.bulk')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="single">
              <SingleForm
                onDone={(id) => {
                  onClose();
                  if (id) onCreated?.(id);
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="bulk">
              <CandidateCsvImport onDone={onClose} />
            </Tabs.Panel>
          </Tabs>
        ))}
    </Modal>
  );
}

function SingleForm({ talent, onDone }: { talent?: TalentDetail; onDone: (id?: string) => void }) {
  const { t } = useTranslation('candidates');
  const { m, lang } = useDomainText();
  const registered = talent
    ? countRegisteredByBreakdown(
        talent.referees.map((r) => ({
          relationship: r.relationship as Relationship,
          otherRelationship: r.otherRelationship,
          timeWorkingTogether: r.timeWorkingTogether as TimeWorkingTogether,
          otherTimeWorkingTogether: r.otherTimeWorkingTogether,
        })),
      )
    : [];
  const [form, setForm] = useState<CandidateFormState>(() =>
    talent
      ? formFromTalent(talent, (row) => {
          const id = breakdownIdentity(row as never);
          return registered.find((r) => breakdownIdentity(r) === id)?.count ?? 0;
        })
      : initialForm(new Date()),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fairHiringConfirmed, setFairHiringConfirmed] = useState(false);
  // The candidate's own questions, in its language, for the Employment Security Act warning (none with a template).
  const ownQuestions = useMemo(() => candidateOwnQuestionSets(toBody(form, DEFAULT_KEYS)), [form]);
  const create = useCreateTalent();
  const update = useUpdateTalent();
  const pending = create.isPending || update.isPending;

  const showErrors = (issues: readonly { path: string; message: string }[]) => {
    const map: Record<string, string> = {};
    for (const issue of issues) map[issue.path] ??= issue.message;
    setErrors(map);
  };

  const submit = () => {
    const body = { ...toBody(form, DEFAULT_KEYS), fairHiringConfirmed };
    const parsed = candidateFormSchema({ registered }).safeParse(body);
    if (!parsed.success) {
      showErrors(localizeIssues(parsed.error, lang));
      return;
    }
    setErrors({});
    const onError = (error: unknown) => {
      if (isApiError(error) && error.errors.length > 0) showErrors(error.errors);
      notifications.show({
        color: 'red',
        title: m('notify.error'),
        message: talent ? m('common.updateFailed') : m('company.candidateAddFailed'),
      });
    };
    if (talent) {
      update.mutate(
        { id: talent.id, body },
        {
          onSuccess: () => {
            notifications.show({
              color: 'green',
              title: m('notify.success'),
              message: m('common.updateSucceeded'),
            });
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, { onSuccess: (created) => onDone(created.id), onError });
    }
  };

  return (
    <Stack gap="md">
      <CandidateFormFields
        form={form}
        errors={errors}
        mode={talent ? 'edit' : 'add'}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
      />
      <FairHiringWarning
        questions={ownQuestions}
        confirmed={fairHiringConfirmed}
        onConfirm={setFairHiringConfirmed}
        error={errors.fairHiringConfirmed}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone()}>
          {m('common.cancel')}
        </Button>
        <Button loading={pending} onClick={submit}>
          {talent ? t('form.submitEdit') : t('form.submitAdd')}
        </Button>
      </Group>
    </Stack>
  );
}
