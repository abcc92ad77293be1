import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import type { Language, Relationship, TimeWorkingTogether } from '@refcheck/domain/enums';
import { RELATIONSHIP_LABELS, TIME_WORKING_TOGETHER_LABELS } from '@refcheck/domain/lists/enum-labels';
import { breakdownTotal, canMarkRefereeForDeletion } from '@refcheck/domain/rules/referees';
import { localizeIssues } from '@refcheck/domain/schemas/localize';
import { refereeListSchema } from '@refcheck/domain/schemas/referee-list';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { useQueryClient } from '../../api/small-query.ts';
import { Heading } from '../../ui/heading.tsx';
import { FlowLink, useNavigate } from '../../ui/navigation.tsx';
import { notifications } from '../../ui/toast.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useSaveReferees } from './api/save-referees.ts';
import { type FlowBreakdown, type TalentFlowOverview, talentFlowKeys } from './api/types.ts';
import { FlowSkeleton } from './components/flow-skeleton.tsx';
import { RefereeCard } from './components/referee-card.tsx';
import { issueToastMessage } from './issue-toast.ts';
import { blankDraft, initialDrafts, payloadKeys, type RefereeDraft, toPayload } from './referee-draft.ts';
import { ReplaceNotice } from './replace-dialog.tsx';
import { useFlowSession } from './use-flow-session.ts';

/** /talent: the requested breakdown, one card per referee, add / delete / save / go to URL publishing. */
export function TalentRefereesPage() {
  const navigate = useNavigate();
  const { data } = useFlowSession();
  useEffect(() => {
    if (data && !data.talent.isAgreeToPrivacyPolicy)
      void navigate({ to: '/talent/instruction', replace: true });
  }, [data, navigate]);
  if (!data?.talent.isAgreeToPrivacyPolicy) return <FlowSkeleton />;
  return <RefereesForm data={data} />;
}

function breakdownLabel(b: FlowBreakdown, lang: Language) {
  const relationship =
    b.relationship === 'other'
      ? b.otherRelationship
      : RELATIONSHIP_LABELS[b.relationship as Relationship][lang];
  const time =
    b.timeWorkingTogether === 'other'
      ? b.otherTimeWorkingTogether
      : TIME_WORKING_TOGETHER_LABELS[b.timeWorkingTogether as TimeWorkingTogether][lang];
  return { relationship, time };
}

function RefereesForm({ data }: { data: TalentFlowOverview }) {
  const { t } = useTranslation('talentFlow');
  const { t: tl } = useTranslation('layout');
  const { m, lang } = useDomainText();
  const navigate = useNavigate();
  const save = useSaveReferees();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<RefereeDraft[]>(() =>
    initialDrafts(data.referees, data.refereeBreakdown, data.talent.language),
  );
  const [errors, setErrors] = useState<Record<string, Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmKey, setConfirmKey] = useState<string | null>(null);
  const required = breakdownTotal(data.refereeBreakdown);
  const undeleted = drafts.filter((d) => !d.willDelete).length;

  const update = (key: string, patch: Partial<RefereeDraft>) =>
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const applyIssues = (issues: readonly { path: string; code?: string; message: string }[]) => {
    const keys = payloadKeys(drafts);
    const byCard: Record<string, Record<string, string>> = {};
    let top: string | null = null;
    for (const issue of issues) {
      const [first, ...rest] = issue.path.split('.');
      const key = first !== undefined && first !== '' ? keys[Number(first)] : undefined;
      if (key === undefined) {
        top ??= issue.message;
        continue;
      }
      const field = rest.join('.');
      byCard[key] ??= {};
      byCard[key][field] ??= issue.message;
    }
    setErrors(byCard);
    setFormError(top);
    if (Object.keys(byCard).length > 0) {
      notifications.show({
        color: 'red',
        title: m('notify.error'),
        message: issueToastMessage(issues, m('talent.inputIncomplete')),
        style: { whiteSpace: 'pre-line' },
      });
    } else if (top) {
      notifications.show({ color: 'red', title: m('notify.error'), message: top });
    }
  };

  const submit = (then?: () => void) => {
    const payload = toPayload(drafts);
    const parsed = refereeListSchema({
      isFreemailAllowed: data.isFreemailAllowed,
      breakdown: data.refereeBreakdown,
    }).safeParse(payload);
    if (!parsed.success) {
      applyIssues(localizeIssues(parsed.error, lang));
      return;
    }
    save.mutate(payload, {
      onSuccess: () => {
        setErrors({});
        setFormError(null);
        const fresh = queryClient.getQueryData<TalentFlowOverview>(talentFlowKeys.me);
        if (fresh) setDrafts(initialDrafts(fresh.referees, fresh.refereeBreakdown, fresh.talent.language));
        notifications.show({
          color: 'green',
          title: m('notify.success'),
          message: m('talent.updateSucceeded'),
        });
        then?.();
      },
      onError: (error) => {
        if (isApiError(error) && error.errors.length > 0) applyIssues(error.errors);
        else
          notifications.show({ color: 'red', title: m('notify.error'), message: m('talent.updateFailed') });
      },
    });
  };

  const confirmTarget = drafts.find((d) => d.key === confirmKey);

  return (
    <Stack gap="lg">
      <Heading order={1} title={tl('routes.talent')} />
      <Text>{m('talent.thanksForApplying', { companyName: data.companyName })}</Text>
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Heading order={2} title={m('talent.breakdownTitle')} lead={t('referees.requestedTitle')} />
          <Table withTableBorder withColumnBorders fz="sm" data-testid="breakdown-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('referees.relationship')}</Table.Th>
                <Table.Th>{t('referees.time')}</Table.Th>
                <Table.Th ta="right">{t('referees.people')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.refereeBreakdown.map((b) => {
                const label = breakdownLabel(b, lang);
                return (
                  <Table.Tr
                    key={`${b.relationship}-${b.otherRelationship}-${b.timeWorkingTogether}-${b.otherTimeWorkingTogether}`}
                  >
                    <Table.Td>{label.relationship}</Table.Td>
                    <Table.Td>{label.time}</Table.Td>
                    <Table.Td ta="right">{t('referees.peopleCount', { count: b.numberOfPeople })}</Table.Td>
                  </Table.Tr>
                );
              })}
              <Table.Tr>
                <Table.Td colSpan={2} fw={700}>
                  {t('referees.total')}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {m('talent.breakdownTotal', { count: required })}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>

      {data.referees.map((r) => (
        <ReplaceNotice key={`replace-${r.id}`} referee={r} />
      ))}

      {drafts.map((draft, index) => (
        <RefereeCard
          key={draft.key}
          index={index}
          draft={draft}
          errors={errors[draft.key] ?? {}}
          canDelete={canMarkRefereeForDeletion({
            undeletedCount: undeleted,
            isRelationshipSelectedByCompany: draft.isRelationshipSelectedByCompany,
          })}
          onChange={(patch) => update(draft.key, patch)}
          onDelete={() =>
            draft.willDelete ? update(draft.key, { willDelete: false }) : setConfirmKey(draft.key)
          }
        />
      ))}

      <Text size="sm" c={undeleted < required ? 'red' : 'dimmed'} ta="center">
        {t('referees.registeredCount', { count: undeleted, required })}
      </Text>
      {formError && (
        <Alert color="red" variant="light" data-testid="referees-form-error">
          {formError}
        </Alert>
      )}
      <Button
        variant="light"
        onClick={() => setDrafts((list) => [...list, blankDraft(data.talent.language)])}
      >
        {m('talent.addReferee')}
      </Button>
      <Button variant="default" loading={save.isPending} onClick={() => submit()}>
        {m('talent.saveReferees')}
      </Button>
      <Button
        loading={save.isPending}
        onClick={() => submit(() => void navigate({ to: '/talent/complete' }))}
      >
        {m('talent.publishUrl')}
      </Button>
      <Group justify="center">
        <Anchor component={FlowLink} to="/talent/decline" c="dimmed" size="sm">
          {m('talent.declineLink')}
        </Anchor>
      </Group>

      <Modal
        opened={confirmTarget !== undefined}
        onClose={() => setConfirmKey(null)}
        title={t('referees.confirmTitle')}
        centered
      >
        <Stack>
          <Text>{m('talent.deleteRefereeConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmKey(null)}>
              {m('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (confirmTarget) update(confirmTarget.key, { willDelete: true });
                setConfirmKey(null);
              }}
            >
              {m('common.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
