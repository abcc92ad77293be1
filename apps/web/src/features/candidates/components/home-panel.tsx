import { Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChartBar, IconCopy, IconMail, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { AnnouncementList } from '../../announcements/announcement-list.tsx';
import { useAnnouncements } from '../../announcements/api.ts';
import type { Session } from '../../auth/types.ts';

/** No candidate selected: the announcement list (live) and a guide-link grid; light plan: copy the uid. */
export function HomePanel({ session }: { session: Session }) {
  const { t } = useTranslation('candidates');
  const { m } = useDomainText();
  const announcements = useAnnouncements();
  const light = session.company?.planStatus !== 'PLAN_STATUS_STANDARD';
  const guide = [
    { icon: IconUserPlus, title: t('home.guideAdd'), text: t('home.guideAddText') },
    { icon: IconMail, title: t('home.guideMail'), text: t('home.guideMailText') },
    { icon: IconUsers, title: t('home.guideReferees'), text: t('home.guideRefereesText') },
    { icon: IconChartBar, title: t('home.guideReport'), text: t('home.guideReportText') },
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
            <Paper key={g.title} withBorder radius="md" p="sm">
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={36} radius="md">
                  <g.icon size={20} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600} size="sm">
                    {g.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {g.text}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed" mt="md">
          {t('home.selectHint')}
        </Text>
      </Paper>
    </Stack>
  );
}
