import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { changeLanguage } from '../../i18n/instance.ts';
import { Heading } from '../../ui/heading.tsx';
import { useNavigate, useSearch } from '../../ui/navigation.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useUnsubscribeRemind } from './api/unsubscribe.ts';
import { FlowSkeleton } from './components/flow-skeleton.tsx';

/** /talent/unsubscribe/remind?company=…&token=…: stops reminder mail; missing query → /404, failure → error panel. */
export function TalentUnsubscribeRemindPage() {
  const { m } = useDomainText();
  const navigate = useNavigate();
  const search = useSearch();
  const unsubscribe = useUnsubscribeRemind();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!search.company || !search.token) {
      void navigate({ to: '/404', replace: true });
      return;
    }
    unsubscribe.mutate(
      { company: search.company, token: search.token },
      { onSuccess: (r) => void changeLanguage(r.language) },
    );
  }, [search.company, search.token, navigate, unsubscribe]);

  return (
    <Stack gap="lg">
      <Heading order={1} title={m('remind.title')} />
      {unsubscribe.isPending || unsubscribe.isIdle ? <FlowSkeleton /> : null}
      {unsubscribe.data && (
        <Paper withBorder p="lg" radius="md">
          <Text>{m('remind.unsubscribed', { name: unsubscribe.data.name })}</Text>
        </Paper>
      )}
      {unsubscribe.isError && (
        <Alert color="red" variant="light" data-testid="unsubscribe-error">
          {m('remind.failed')}
        </Alert>
      )}
    </Stack>
  );
}
