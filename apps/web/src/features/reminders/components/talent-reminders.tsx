/** The dashboard's reminders: the candidate's next reminder and switch (status tab), each referee's next one. */
import { Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format-date.ts';
import { useSwitchTalentReminders, useTalentReminders } from '../api.ts';

/** A short date and time for a table cell: 11月27日 09:00 (jp), 27/11 09:00 otherwise. */
function shortDateTime(iso: string, lang: string) {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  const time = `${p(d.getHours())}:${p(d.getMinutes())}`;
  return lang === 'jp'
    ? `${d.getMonth() + 1}月${d.getDate()}日 ${time}`
    : `${p(d.getDate())}/${p(d.getMonth() + 1)} ${time}`;
}

export function TalentRemindersCard({ talentId, isSubAccount }: { talentId: string; isSubAccount: boolean }) {
  const { t, i18n } = useTranslation('reminders');
  const { data } = useTalentReminders(talentId);
  const toggle = useSwitchTalentReminders(talentId);
  return (
    <Paper withBorder radius="md" p="md" maw={520} data-testid="talent-reminders">
      <Stack gap="sm">
        <Group gap="xs">
          <IconBellRinging size={18} />
          <Text fw={700}>{t('cardTitle')}</Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('next')}
          </Text>
          <Text size="sm" fw={600} data-testid="talent-next-reminder">
            {data?.talent.nextAt
              ? t('nextAt', { at: formatDateTime(data.talent.nextAt, i18n.language) })
              : t('none')}
          </Text>
          {data && data.talent.sentCount > 0 && (
            <Text size="xs" c="dimmed">
              {t('sentCount', { count: data.talent.sentCount })}
            </Text>
          )}
        </Group>
        <Switch
          label={t('switchLabel')}
          description={isSubAccount ? t('readOnly') : t('switchHelp')}
          checked={data?.enabled ?? true}
          disabled={!data || isSubAccount || toggle.isPending}
          onChange={(e) =>
            toggle.mutate(e.currentTarget.checked, {
              onError: () => notifications.show({ color: 'red', message: t('switchFailed') }),
            })
          }
        />
      </Stack>
    </Paper>
  );
}

/** Under a referee's state: when that referee's next reminder goes out (nothing when none will). */
export function RefereeNextReminder({ talentId, refereeId }: { talentId: string; refereeId: string }) {
  const { t, i18n } = useTranslation('reminders');
  const { data } = useTalentReminders(talentId);
  const nextAt = data?.referees.find((r) => r.refereeId === refereeId)?.nextAt;
  if (!nextAt) return null;
  return (
    <Text size="xs" c="dimmed" mt={4} style={{ whiteSpace: 'nowrap' }} data-testid="referee-next-reminder">
      {t('refNext', { at: shortDateTime(nextAt, i18n.language) })}
    </Text>
  );
}
