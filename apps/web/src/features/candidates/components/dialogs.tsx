import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useDeleteTalent } from '../api/delete-talent.ts';
import { useIssueRefereeLink } from '../api/referee-link.ts';
import { useCancelScheduledInvitation, useScheduleInvitation } from '../api/schedule-invitation.ts';
import { useSendInvitation } from '../api/send-invitation.ts';
import type { CompanyReferee, TalentDetail } from '../api/types.ts';

interface DialogProps {
  talent: TalentDetail;
  opened: boolean;
  onClose: () => void;
}

export function InvitationDialog({ talent, opened, onClose }: DialogProps) {
  const { t } = useTranslation('candidates');
  const { m } = useDomainText();
  const send = useSendInvitation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialogs.mailTitle')} centered>
      <Stack>
        <Text>{t('dialogs.mailText', { name: talent.name })}</Text>
        <Text size="sm" c="dimmed">
          {talent.email}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m('common.cancel')}
          </Button>
          <Button
            loading={send.isPending}
            onClick={() =>
              send.mutate(talent.id, {
                onSuccess: () => {
                  notifications.show({
                    color: 'green',
                    title: m('notify.success'),
                    message: m('company.mailSendSucceeded'),
                  });
                  onClose();
                },
                onError: () =>
                  notifications.show({
                    color: 'red',
                    title: m('notify.error'),
                    message: m('company.mailSendFailed'),
                  }),
              })
            }
          >
            {m('common.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Local date-time input value → ISO (the browser's zone is the user's). */
const toIso = (local: string) => (local ? new Date(local).toISOString() : '');

export function ScheduleDialog({ talent, opened, onClose }: DialogProps) {
  const { t } = useTranslation('candidates');
  const { m } = useDomainText();
  const schedule = useScheduleInvitation();
  const cancel = useCancelScheduledInvitation();
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scheduled = talent.sendRemind.state === 'scheduled';
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialogs.scheduleTitle')} centered>
      <Stack>
        <TextInput
          type="datetime-local"
          label={t('dialogs.scheduleAt')}
          value={at}
          onChange={(e) => setAt(e.currentTarget.value)}
          error={error}
        />
        <Group justify="space-between">
          {scheduled ? (
            <Button
              color="red"
              variant="light"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(talent.id, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'green',
                      title: m('notify.success'),
                      message: m('company.mailScheduleDeleteSucceeded'),
                    });
                    onClose();
                  },
                  onError: () =>
                    notifications.show({
                      color: 'red',
                      title: m('notify.error'),
                      message: m('company.mailScheduleDeleteFailed'),
                    }),
                })
              }
            >
              {t('dialogs.cancelSchedule')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            loading={schedule.isPending}
            onClick={() =>
              schedule.mutate(
                { id: talent.id, scheduledAt: toIso(at) },
                {
                  onSuccess: () => {
                    setError(null);
                    notifications.show({
                      color: 'green',
                      title: m('notify.success'),
                      message: m('company.mailScheduleSucceeded'),
                    });
                    onClose();
                  },
                  onError: (e) => {
                    if (isApiError(e) && e.errors[0]) setError(e.errors[0].message);
                    else
                      notifications.show({
                        color: 'red',
                        title: m('notify.error'),
                        message: m('company.mailScheduleFailed'),
                      });
                  },
                },
              )
            }
          >
            {t('dialogs.schedule')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function DeleteDialog({
  talent,
  opened,
  onClose,
  onDeleted,
}: DialogProps & { onDeleted: () => void }) {
  const { t } = useTranslation('candidates');
  const { m } = useDomainText();
  const remove = useDeleteTalent();
  return (
    <Modal opened={opened} onClose={onClose} title={t('dialogs.deleteTitle')} centered>
      <Stack>
        <Text>{t('dialogs.deleteText', { name: talent.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {m('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(talent.id, {
                onSuccess: () => {
                  notifications.show({
                    color: 'green',
                    title: m('notify.success'),
                    message: m('common.deleteSucceeded'),
                  });
                  onClose();
                  onDeleted();
                },
                onError: () =>
                  notifications.show({
                    color: 'red',
                    title: m('notify.error'),
                    message: m('common.deleteFailed'),
                  }),
              })
            }
          >
            {m('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RefereeUrlDialog({
  talentId,
  referee,
  onClose,
}: {
  talentId: string;
  referee: CompanyReferee | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('candidates');
  const { m } = useDomainText();
  const issue = useIssueRefereeLink();
  const url = issue.data && issue.data.refereeId === referee?.id ? issue.data.url : null;
  return (
    <Modal
      opened={referee !== null}
      onClose={() => {
        issue.reset();
        onClose();
      }}
      title={t('dialogs.urlTitle')}
      centered
    >
      {referee && (
        <Stack>
          <Text fw={600}>{referee.name}</Text>
          <Alert color="yellow" variant="light">
            {t('dialogs.urlText')}
          </Alert>
          {url ? (
            <>
              <TextInput readOnly value={url} aria-label={referee.name} />
              <CopyButton value={url}>
                {({ copy }) => (
                  <Button
                    leftSection={<IconCopy size={16} />}
                    onClick={() => {
                      copy();
                      notifications.show({ color: 'green', message: m('notify.copied') });
                    }}
                  >
                    {t('detail.copyUrl')}
                  </Button>
                )}
              </CopyButton>
            </>
          ) : (
            <Button
              loading={issue.isPending}
              onClick={() => issue.mutate({ talentId, refereeId: referee.id })}
            >
              {t('dialogs.issueUrl')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
