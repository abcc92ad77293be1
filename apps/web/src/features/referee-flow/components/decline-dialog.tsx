/** Issue 36: 「回答を辞退する」 — a link under every referee page opening the reason dialog. */

import { Anchor, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { DECLINE_REASONS, type DeclineReason } from '@refcheck/domain/funnel/steps';
import { refereeDeclineSchema } from '@refcheck/domain/schemas/referee-decline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '../../../api/small-query.ts';
import { useNavigate } from '../../../ui/navigation.tsx';
import { notifications } from '../../../ui/toast.tsx';
import { declineAsReferee } from '../api/decline.ts';
import { refereeKeys } from '../api/keys.ts';

export function DeclineLink() {
  const { t } = useTranslation('refereeDecline');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  // The same schema as the server's.
  const parsed = refereeDeclineSchema.safeParse({ reason: reason ?? undefined, text });
  const textError = tried && reason === 'other' && !parsed.success ? t('text') : null;
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await declineAsReferee(parsed.data);
      setOpened(false);
      await queryClient.invalidateQueries({ queryKey: refereeKeys.all });
      void navigate({ to: '/referee', replace: true });
    } catch {
      notifications.show({ color: 'red', message: t('failed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Group justify="center" mt="xl">
        <Anchor
          component="button"
          type="button"
          c="dimmed"
          size="sm"
          onClick={() => setOpened(true)}
          data-testid="referee-decline-open"
        >
          {t('open')}
        </Anchor>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('intro')}</Text>
          <Radio.Group
            label={t('reason')}
            required
            value={reason}
            onChange={(v) => setReason(v as DeclineReason)}
            error={tried && !reason ? t('reason') : null}
          >
            <Stack gap="xs" mt="xs">
              {DECLINE_REASONS.map((r) => (
                <Radio key={r} value={r} label={t(`reasons.${r}`)} data-testid={`decline-reason-${r}`} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea
            label={t('text')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            maxLength={1000}
            autosize
            minRows={2}
            error={textError}
            required={reason === 'other'}
            data-testid="decline-text"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void submit()} data-testid="decline-submit">
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
