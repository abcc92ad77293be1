import { Button, CopyButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../ui/heading.tsx';
import { useNavigate } from '../../ui/navigation.tsx';
import { notifications } from '../../ui/toast.tsx';
import { useDomainText } from '../../ui/use-domain-text.ts';
import { useIssueRefereeLinks } from './api/issue-links.ts';
import type { RefereeLink } from './api/types.ts';
import { FlowSkeleton } from './components/flow-skeleton.tsx';
import { readLinks } from './links-storage.ts';
import { useFlowSession } from './use-flow-session.ts';

/** /talent/complete: one URL per referee with a copy button. */
export function TalentCompletePage() {
  const { t } = useTranslation('talentFlow');
  const { t: tl } = useTranslation('layout');
  const { m } = useDomainText();
  const navigate = useNavigate();
  const { data } = useFlowSession();
  const issue = useIssueRefereeLinks();
  const [links, setLinks] = useState<RefereeLink[] | null>(() => readLinks());
  const issued = useRef(false);

  useEffect(() => {
    if (links || !data || issued.current) return;
    issued.current = true;
    issue.mutate(undefined, { onSuccess: (r) => setLinks(r.links) });
  }, [links, data, issue]);

  if (!data || !links) return <FlowSkeleton />;

  return (
    <Stack gap="lg">
      <Heading order={1} title={tl('routes.talentComplete')} />
      <Text>{t('complete.lead')}</Text>
      <Text size="sm" c="dimmed">
        {t('complete.note')}
      </Text>
      {links.length === 0 && <Text>{t('complete.empty')}</Text>}
      {links.map((link) => (
        <Paper key={link.refereeId} withBorder p="md" radius="md" data-testid="referee-link">
          <Stack gap="xs">
            <Text fw={700}>{link.name}</Text>
            <TextInput readOnly value={link.url} aria-label={link.name} size="sm" />
            <CopyButton value={link.url} timeout={3000}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'filled'}
                  leftSection={copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  onClick={() => {
                    copy();
                    notifications.show({ color: 'green', message: m('notify.copied') });
                  }}
                >
                  {copied ? m('notify.copied') : m('talent.copyUrl')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="default" fullWidth onClick={() => void navigate({ to: '/talent' })}>
          {t('complete.back')}
        </Button>
      </Group>
    </Stack>
  );
}
