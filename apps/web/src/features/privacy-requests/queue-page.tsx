/**
 * /privacy-requests (company): the erasure requests from candidates and referees, with status and due date. The
 * main account approves (the person's data is purged) or declines with a reason from the fixed list.
 */
import { Badge, Button, Group, Modal, Radio, Stack, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MessageKey } from '@refcheck/domain/messages/index';
import { mayDo } from '@refcheck/domain/rules/permissions';
import {
  fieldErrors,
  PRIVACY_DECLINE_REASONS,
  type PrivacyDeclineReason,
  type PrivacyRequestRow,
  privacyDeclineSchema,
} from '@refcheck/domain/schemas/index';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { currentLanguage } from '../../i18n/index.ts';
import { useSession } from '../../session/get-session.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormStack } from '../../ui/form-stack.tsx';
import { formatDate } from '../../ui/format-date.ts';
import { useDomainText } from '../../ui/use-domain-text.ts';
import {
  approvePrivacyRequest,
  declinePrivacyRequest,
  privacyKeys,
  useCompanyPrivacyRequests,
} from './api.ts';
import { RequestsTable } from './requests-table.tsx';

const STATUS_COLOR = { pending: 'yellow', approved: 'teal', declined: 'gray' } as const;

export function PrivacyRequestsPage() {
  const { m } = useDomainText();
  const lang = currentLanguage();
  const list = useCompanyPrivacyRequests();
  const permission = useSession().data?.user.permission;
  // Approving is a hard delete: for whoever may delete candidates (the main account), like the server's check.
  const mayDecide = !!permission && mayDo(permission, 'deleteCandidates');
  const queryClient = useQueryClient();
  const [approving, setApproving] = useState<PrivacyRequestRow | null>(null);
  const [declining, setDeclining] = useState<PrivacyRequestRow | null>(null);
  const [busy, setBusy] = useState(false);

  const failed = (e: unknown) =>
    notifications.show({
      color: 'red',
      message:
        isApiError(e) && e.code === 'privacy.alreadyDecided'
          ? m('privacy.alreadyDecided')
          : isApiError(e)
            ? (e.detail ?? e.title ?? e.code)
            : String(e),
    });
  const approve = async (row: PrivacyRequestRow) => {
    setBusy(true);
    try {
      await approvePrivacyRequest(row.id);
      notifications.show({ color: 'teal', message: m('privacy.approved') });
      setApproving(null);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: privacyKeys.queue });
      await queryClient.invalidateQueries({ queryKey: ['talents'] });
    }
  };

  const concerns = (row: PrivacyRequestRow) => (
    <Stack gap={2}>
      {row.candidates.map((c) => (
        <Text key={c.id} size="sm">
          {m('privacy.asCandidate').replace('{name}', c.name)}
        </Text>
      ))}
      {row.referees.map((r) => (
        <Text key={r.id} size="sm">
          {m('privacy.asReferee').replace('{name}', r.name).replace('{talentName}', r.talentName)}
        </Text>
      ))}
      {row.message ? (
        <Text size="xs" c="dimmed">
          {m('privacy.messageFromPerson')}: {row.message}
        </Text>
      ) : null}
    </Stack>
  );
  const status = (row: PrivacyRequestRow) => (
    <Stack gap={4} align="flex-start">
      <Badge color={STATUS_COLOR[row.status]} variant="light">
        {m(`privacy.status_${row.status}` as MessageKey)}
      </Badge>
      {row.escalatedAt && row.status === 'pending' ? (
        <Badge color="red" variant="light">
          {m('privacy.escalated')}
        </Badge>
      ) : null}
      {row.declineReason ? (
        <Text size="xs" c="dimmed">
          {m(`privacy.reason_${row.declineReason}` as MessageKey)}
        </Text>
      ) : null}
    </Stack>
  );
  const actions = (row: PrivacyRequestRow) =>
    row.status === 'pending' && mayDecide ? (
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" color="red" onClick={() => setApproving(row)} data-testid="privacy-approve">
          {m('privacy.approve')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setDeclining(row)}>
          {m('privacy.decline')}
        </Button>
      </Group>
    ) : null;
  return (
    <RequestsTable
      lead="privacy.queueLead"
      empty="privacy.empty"
      list={list}
      minWidth={720}
      columns={[
        'privacy.colReceived',
        'privacy.colPerson',
        'privacy.colStatus',
        'privacy.colDue',
        'privacy.colActions',
      ]}
      row={(row) => (
        <Table.Tr key={row.id} data-testid="privacy-request-row">
          <Table.Td>{formatDate(row.createdAt, lang)}</Table.Td>
          <Table.Td>{concerns(row)}</Table.Td>
          <Table.Td>{status(row)}</Table.Td>
          <Table.Td>{formatDate(row.dueAt, lang)}</Table.Td>
          <Table.Td>{actions(row)}</Table.Td>
        </Table.Tr>
      )}
    >
      <ConfirmDialog
        opened={approving !== null}
        onClose={() => setApproving(null)}
        title={m('privacy.approve')}
        centered
        text={m('privacy.approveConfirm')}
        cancel={m('privacy.cancel')}
        confirm={m('privacy.approve')}
        loading={busy}
        onConfirm={() => approving && void approve(approving)}
        confirmTestId="privacy-approve-confirm"
      />
      {declining ? (
        <DeclineDialog
          row={declining}
          onClose={() => setDeclining(null)}
          onDone={async () => {
            setDeclining(null);
            notifications.show({ color: 'teal', message: m('privacy.declined') });
            await queryClient.invalidateQueries({ queryKey: privacyKeys.queue });
          }}
          onError={failed}
        />
      ) : null}
    </RequestsTable>
  );
}

function DeclineDialog(props: {
  row: PrivacyRequestRow;
  onClose: () => void;
  onDone: () => Promise<void>;
  onError: (e: unknown) => void;
}) {
  const { m } = useDomainText();
  const [reason, setReason] = useState<PrivacyDeclineReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const input = { reason: reason || undefined, note };
    const parsed = privacyDeclineSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, currentLanguage()));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await declinePrivacyRequest(props.row.id, parsed.data);
      await props.onDone();
    } catch (e) {
      props.onError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={props.onClose} title={m('privacy.declineTitle')} centered>
      <FormStack onSubmit={submit}>
        <Radio.Group
          label={m('privacy.declineReasonLabel')}
          value={reason}
          onChange={(v) => setReason(v as PrivacyDeclineReason)}
          error={errors.reason}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {PRIVACY_DECLINE_REASONS.map((r) => (
              <Radio key={r} value={r} label={m(`privacy.reason_${r}` as MessageKey)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={m('privacy.noteLabel')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
          autosize
          minRows={2}
          maxLength={1000}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {m('privacy.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {m('privacy.decline')}
          </Button>
        </Group>
      </FormStack>
    </Modal>
  );
}
