import { Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChartBar,
  IconChevronRight,
  IconCopy,
  IconMail,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../session/types.ts';
import { AnchorLink } from '../../../ui/links.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { AnnouncementList, useAnnouncements } from '../../announcements/index.ts';
import { FunnelCard } from '../../funnel/index.ts';
import classes from '../dashboard.module.css';

/** A guide tile: the whole card is the link to its article (/guide/$article). */
const GuideTile = createLink((props: ComponentPropsWithRef<'a'>) => (
  <Paper component="a" withBorder radius="md" p="sm" className={classes.guideTile} {...props} />
));

/** No candidate selected: the announcement list (live) and a guide-link grid; light plan: copy the uid. */
export function HomePanel({ session }: { session: Session }) {
  const { t } = useTranslation('candidates');
  const { m } = useDomainText();
  const announcements = useAnnouncements();
  const light = session.company?.planStatus !== 'PLAN_STATUS_STANDARD';
  const guide = [
    { slug: 'candidates', icon: IconUserPlus, title: t('home.guideAdd'), text: t('home.guideAddText') },
    { slug: 'invitations', icon: IconMail, title: t('home.guideMail'), text: t('home.guideMailText') },
    { slug: 'referees', icon: IconUsers, title: t('home.guideReferees'), text: t('home.guideRefereesText') },
    { slug: 'report', icon: IconChartBar, title: t('home.guideReport'), text: t('home.guideReportText') },
  ];
  return (
    <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
      {light && session.company && (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between">
            <Text size="sm">
              {t('home.uid')}: <b>{session.company.uid}</b>
            </Text>
            <CopyButton value={session.company.uid}>
              {({ copy }) => (
                <Button
                  variant="light"
                  leftSection={<IconCopy size={16} />}
                  onClick={() => {
                    copy();
                    notifications.show({ color: 'green', message: m('notify.copied') });
                  }}
                >
                  {t('home.copyUid')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Paper>
      )}
      <FunnelCard />
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('home.announcements')}
        </Title>
        <AnnouncementList
          items={announcements.data}
          loading={announcements.isPending}
          empty={t('home.noAnnouncements')}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('home.guide')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {guide.map((g) => (
            <GuideTile
              key={g.slug}
              to="/guide/$article"
              params={{ article: g.slug }}
              data-testid="guide-tile"
            >
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                  <g.icon size={20} />
                </ThemeIcon>
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text fw={600} size="sm" c="brand.8">
                    {g.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {g.text}
                  </Text>
                </Stack>
                <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0, alignSelf: 'center' }} />
              </Group>
            </GuideTile>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="md" gap="xs">
          <Text size="sm" c="dimmed">
            {t('home.selectHint')}
          </Text>
          <AnchorLink to="/guide" size="sm">
            {t('home.guideAll')}
          </AnchorLink>
        </Group>
      </Paper>
    </Stack>
  );
}
