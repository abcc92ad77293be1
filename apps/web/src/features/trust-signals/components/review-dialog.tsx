import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fieldErrors } from '@refcheck/domain/schemas/localize';
import { signalReviewSchema } from '@refcheck/domain/trust-signals/api';
import type { SignalCode } from '@refcheck/domain/trust-signals/types';
import { useState } from 'react';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useReviewSignal } from '../api/risk-signals.ts';

/** The note the company writes when it marks a signal reviewed (required; the same schema as the server's). */
export function ReviewDialog({
  talentId,
  code,
  initialNote,
  onClose,
}: {
  talentId: string;
  code: SignalCode;
  initialNote: string;
  onClose: () => void;
}) {
  const { m, lang } = useDomainText();
  const review = useReviewSignal(talentId);
  const [note, setNote] = useState(initialNote);
  const [error, setError] = useState<string | undefined>();

  const save = () => {
    const parsed = signalReviewSchema.safeParse({ note });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error, lang).note);
      return;
    }
    review.mutate(
      { code, body: parsed.data },
      {
        onSuccess: onClose,
        onError: () => notifications.show({ color: 'red', message: m('trust.reviewFailed') }),
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={m('trust.reviewTitle')} centered>
      <Stack gap="md">
        <Textarea
          label={m('trust.reviewNote')}
          placeholder={m('trust.reviewNotePlaceholder')}
          withAsterisk
          autosize
          minRows={3}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button onClick={save} loading={review.isPending}>
            {m('trust.reviewSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
