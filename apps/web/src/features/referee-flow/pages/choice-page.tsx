/** /referee: the link entry (exchanges the link for the flow cookie), and the finished and closed states. */

import '../styles.ts';
import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '../../../api/small-query.ts';
import { changeLanguage, currentLanguage } from '../../../i18n/instance.ts';
import { isLanguage } from '../../../i18n/languages.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useNavigate } from '../../../ui/navigation.tsx';
import { getMe } from '../api/get-me.ts';
import { refereeKeys } from '../api/keys.ts';
import { linkSession, readLinkQuery } from '../api/start-session.ts';
import { PageSkeleton } from '../components/page-frame.tsx';

export function RefereeChoicePage() {
  const { t } = useTranslation('referee');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t: d } = useTranslation('refereeDecline');
  const [state, setState] = useState<'finished' | 'closed' | 'declined' | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = readLinkQuery();
    const go = async () => {
      let next: string;
      if (link) {
        const session = await linkSession(link);
        // The token leaves the address bar (and the history) as soon as it has been exchanged.
        window.history.replaceState(null, '', '/referee');
        if (isLanguage(session.language) && session.language !== currentLanguage()) {
          await changeLanguage(session.language);
        }
        await queryClient.invalidateQueries({ queryKey: refereeKeys.all });
        // The exchange answered what the next page reads first: it renders without asking again.
        queryClient.setQueryData(refereeKeys.me, session.me);
        next = session.state;
      } else {
        // Without a link: the flow cookie of an earlier visit, if any.
        const me = await queryClient.fetchQuery({
          queryKey: refereeKeys.me,
          queryFn: () => getMe(),
        });
        next = me.state;
      }
      if (next === 'finished' || next === 'closed' || next === 'declined') setState(next);
      else
        void navigate({
          to: next === 'authentication' ? '/referee/authentication' : '/referee/instruction',
          replace: true,
        });
    };
    go().catch(() => void navigate({ to: '/404', replace: true }));
  }, [navigate, queryClient]);

  if (!state) return <PageSkeleton />;
  if (state === 'declined') {
    // Issue 36: a declined referee's link shows this thank-you page and nothing else.
    return (
      <Paper p="lg" radius="md" withBorder data-testid="referee-declined">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" color="gray" variant="light">
            <IconCircleCheck size={32} />
          </ThemeIcon>
          <Heading order={1} size="h3" title={d('doneTitle')} />
          <Text>{d('doneText')}</Text>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper p="lg" radius="md" withBorder data-testid={`referee-${state}`}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" color={state === 'finished' ? 'green' : 'gray'} variant="light">
          {state === 'finished' ? <IconCircleCheck size={32} /> : <IconClock size={32} />}
        </ThemeIcon>
        <Heading
          order={2}
          size="h3"
          title={state === 'finished' ? t('choice.finishedTitle') : t('choice.closedTitle')}
        />
        <Text>{state === 'finished' ? t('messages.alreadyCompleted') : t('messages.deadlinePassed')}</Text>
      </Stack>
    </Paper>
  );
}
