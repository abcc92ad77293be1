/** Issue 36: the candidate replaces a declined (or not opening) referee by a new one in the same slot. */

import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { useQueryClient } from '../../api/small-query.ts';
import { notifications } from '../../ui/toast.tsx';
import { type FlowReferee, talentFlowKeys } from './api/types.ts';
import { RefereeCard } from './components/referee-card.tsx';
import { blankDraft, type RefereeDraft, toPayload } from './referee-draft.ts';

/** `replaceReferee`: the new referee's card; relationship and period are the old referee's (the server sets them). */
const replaceReferee = (refereeId: string, referee: unknown) =>
  apiRequest<{ refereeId: string; name: string; url: string }>(
    `/api/talent-flow/referees/${encodeURIComponent(refereeId)}/replace`,
    { method: 'POST', body: { referee } },
  );

export function ReplaceNotice({ referee }: { referee: FlowReferee }) {
  const { t } = useTranslation('refereeDecline');
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const fresh = () => ({
    ...blankDraft(referee.language, {
      relationship: referee.relationship,
      otherRelationship: referee.otherRelationship,
      timeWorkingTogether: referee.timeWorkingTogether,
      otherTimeWorkingTogether: referee.otherTimeWorkingTogether,
    } as never),
    isRelationshipSelectedByCompany: true,
    isTimeWorkingTogetherSelectedByCompany: true,
  });
  const [draft, setDraft] = useState<RefereeDraft>(fresh);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const declined = referee.declinedAt !== null;
  if (!declined && !referee.replaceable) return null;
  const submit = async () => {
    setBusy(true);
    setErrors({});
    try {
      const created = await replaceReferee(referee.id, toPayload([draft])[0]);
      void created;
      setOpened(false);
      notifications.show({ color: 'green', message: t('replaceDone') });
      await queryClient.invalidateQueries({ queryKey: talentFlowKeys.me });
    } catch (error) {
      if (isApiError(error) && error.errors.length > 0) {
        setErrors(Object.fromEntries(error.errors.map((e) => [e.path, e.message])));
      } else {
        notifications.show({ color: 'red', message: isApiError(error) ? error.message : t('replaceFailed') });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      color={declined ? 'gray' : 'yellow'}
      variant="light"
      data-testid="referee-replace-notice"
      title={
        <Group gap="xs">
          <Text fw={700}>{referee.name}</Text>
          {declined && (
            <Badge color="gray" variant="filled">
              {t('declined')}
            </Badge>
          )}
        </Group>
      }
    >
      <Stack gap="xs">
        <Text size="sm">{declined ? t('replaceReasonDeclined') : t('replaceReasonNotOpened')}</Text>
        {referee.replaceable && (
          <>
            <Text size="sm">{t('replaceLeft', { count: referee.replaceable.left })}</Text>
            <Group>
              <Button
                onClick={() => {
                  setDraft(fresh());
                  setOpened(true);
                }}
                data-testid="referee-replace-open"
              >
                {t('replace')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('replaceTitle')}
        size="lg"
        fullScreen={false}
      >
        <Stack gap="md">
          <Text size="sm">{t('replaceIntro', { name: referee.name })}</Text>
          <RefereeCard
            index={0}
            draft={draft}
            errors={errors}
            canDelete={false}
            onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
            onDelete={() => undefined}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button loading={busy} onClick={() => void submit()} data-testid="referee-replace-submit">
              {t('replace')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}
