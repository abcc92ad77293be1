/** /referee/unsubscribe/remind: stops the reminder mails of this link. */

import '../styles.ts';
import { Alert, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useNavigate } from '../../../ui/navigation.tsx';
import { readLinkQuery } from '../api/start-session.ts';
import { unsubscribeRemind } from '../api/unsubscribe-remind.ts';
import { PageSkeleton } from '../components/page-frame.tsx';

export function RefereeUnsubscribeRemindPage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const [result, setResult] = useState<{ talentName: string } | 'failed' | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = readLinkQuery();
    if (!link) {
      void navigate({ to: '/404', replace: true });
      return;
    }
    unsubscribeRemind(link)
      .then((r) => setResult(r))
      .catch(() => setResult('failed'));
  }, [navigate]);
  if (!result) return <PageSkeleton />;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Heading order={1} size="h3" title={t('unsubscribe.title')} />
        {result === 'failed' ? (
          <Alert color="red">{t('unsubscribe.failed')}</Alert>
        ) : (
          <Text>{t('unsubscribe.done', { talent: result.talentName })}</Text>
        )}
      </Stack>
    </Paper>
  );
}
