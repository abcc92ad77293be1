import { Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { declineSchema } from '@refcheck/domain/schemas/decline';
import { fieldErrors } from '@refcheck/domain/schemas/localize';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { Heading } from '../../ui/heading.tsx';
import { useNavigate } from '../../ui/navigation.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useDecline } from './api/decline.ts';
import { FlowSkeleton } from './components/flow-skeleton.tsx';
import { useFlowSession } from './use-flow-session.ts';

/** /talent/decline: a required reason, decline and cancel. */
export function TalentDeclinePage() {
  const { t } = useTranslation('talentFlow');
  const { t: tl } = useTranslation('layout');
  const { m, lang } = useDomainText();
  const navigate = useNavigate();
  const { data } = useFlowSession();
  const decline = useDecline();
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!data) return <FlowSkeleton />;

  const submit = () => {
    const parsed = declineSchema.safeParse({ description });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error, lang).description ?? null);
      return;
    }
    setError(null);
    decline.mutate(parsed.data.description, {
      onSuccess: () => void navigate({ to: '/talent/decline/complete' }),
      onError: (e) => setError(isApiError(e) && e.errors[0] ? e.errors[0].message : m('talent.updateFailed')),
    });
  };

  return (
    <Stack gap="lg">
      <Heading order={1} title={tl('routes.talentDecline')} />
      <Text>{t('decline.lead')}</Text>
      <Textarea
        label={m('talent.declineReasonLabel')}
        withAsterisk
        autosize
        minRows={5}
        value={description}
        error={error}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <Button color="red" fullWidth loading={decline.isPending} onClick={submit}>
        {m('talent.declineButton')}
      </Button>
      <Button variant="default" fullWidth onClick={() => void navigate({ to: '/talent' })}>
        {m('common.cancel')}
      </Button>
    </Stack>
  );
}

/** /talent/decline/complete: the thank-you page. */
export function TalentDeclineCompletePage() {
  const { t: tl } = useTranslation('layout');
  const { m } = useDomainText();
  return (
    <Stack gap="lg">
      <Heading order={1} title={tl('routes.talentDeclineComplete')} />
      <Paper withBorder p="lg" radius="md">
        <Text>{m('talent.declineComplete')}</Text>
      </Paper>
    </Stack>
  );
}
