import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Stepper,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { TALENT_STATUS_STEP } from '@refcheck/domain/enums';
import { RANK_LABELS, TALENT_STATUS_LABELS } from '@refcheck/domain/lists/enum-labels';
import { formatDeadline } from '@refcheck/domain/rules/dates';
import { formatPhone } from '@refcheck/domain/rules/phone-format';
import {
  IconAlertTriangle,
  IconCalendarTime,
  IconEdit,
  IconLink,
  IconMail,
  IconReport,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { ScrollTable } from '../../../ui/scroll-table.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { AtsPushCard } from '../../ats/index.ts';
import { RefereeNextReminder, TalentRemindersCard } from '../../reminders/index.ts';
import { RiskPanel } from '../../risk-check/index.ts';
import { RefereeSignalIcon, TrustSignalsPanel } from '../../trust-signals/index.ts';
import { useTalent } from '../api/get-talent.ts';
import type { CompanyReferee, TalentDetail as Detail } from '../api/types.ts';
import { CandidateFormDialog } from './candidate-form-dialog.tsx';
import { DeleteDialog, InvitationDialog, RefereeUrlDialog, ScheduleDialog } from './dialogs.tsx';

const STEPS = [
  'talentRegistered',
  'mailSend',
  'agreeToPrivacyPolicy',
  'refereesRegistered',
  'refereesAnswered',
] as const;

interface Props {
  talentId: string;
  isLightPlan: boolean;
  isSubAccount: boolean;
  onDeleted: () => void;
}

export function TalentDetail({ talentId, isLightPlan, isSubAccount, onDeleted }: Props) {
  const { data } = useTalent(talentId);
  if (!data) {
    return (
      <Stack style={{ flex: 1 }}>
        <Skeleton h={80} />
        <Skeleton h={240} />
      </Stack>
    );
  }
  return (
    <DetailView talent={data} isLightPlan={isLightPlan} isSubAccount={isSubAccount} onDeleted={onDeleted} />
  );
}

function DetailView({
  talent,
  isLightPlan,
  isSubAccount,
  onDeleted,
}: { talent: Detail } & Omit<Props, 'talentId'>) {
  const { t } = useTranslation('candidates');
  const { lang } = useDomainText();
  const [dialog, setDialog] = useState<'mail' | 'schedule' | 'delete' | 'edit' | null>(null);
  const [urlReferee, setUrlReferee] = useState<CompanyReferee | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack gap="md" style={{ flex: 1, minWidth: 0 }} data-testid="talent-detail">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Heading order={2} size="h3" title={talent.name} />
              <Badge variant="light" data-testid="talent-status">
                {TALENT_STATUS_LABELS[talent.status][lang]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {talent.email} ・ {formatPhone(talent.phoneNumber)} ・ {RANK_LABELS[talent.rank][lang]}
            </Text>
          </Stack>
          <Group gap="xs">
            <ButtonLink
              size="xs"
              variant="default"
              leftSection={<IconReport size={14} />}
              to="/company/talents/$talentId/report"
              params={{ talentId: talent.id }}
            >
              {t('detail.report')}
            </ButtonLink>
            <Button size="xs" leftSection={<IconMail size={14} />} onClick={() => setDialog('mail')}>
              {t('detail.sendMail')}
            </Button>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCalendarTime size={14} />}
              onClick={() => setDialog('schedule')}
            >
              {t('detail.scheduleMail')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} />}
              onClick={() => setDialog('edit')}
            >
              {t('detail.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              disabled={isSubAccount}
              title={isSubAccount ? t('dialogs.subAccountCannotDelete') : undefined}
              onClick={() => setDialog('delete')}
            >
              {t('detail.delete')}
            </Button>
          </Group>
        </Group>
        {talent.decline && (
          <Alert mt="sm" color="red" variant="light" title={t('detail.declined')}>
            {t('detail.declineReason', { reason: talent.decline.description })}
          </Alert>
        )}
      </Paper>

      <Tabs defaultValue="referees" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="referees">{t('detail.tabReferees')}</Tabs.Tab>
          <Tabs.Tab value="status">{t('detail.tabStatus')}</Tabs.Tab>
          <Tabs.Tab
            value="risk"
            disabled={isLightPlan}
            title={isLightPlan ? t('detail.riskLight') : undefined}
          >
            {t('detail.tabRisk')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="referees" pt="md">
          <RefereeTable talent={talent} onUrl={setUrlReferee} />
        </Tabs.Panel>
        <Tabs.Panel value="status" pt="md">
          <StatusPanel talent={talent} isSubAccount={isSubAccount} />
        </Tabs.Panel>
        <Tabs.Panel value="risk" pt="md">
          <RiskPanel talentId={talent.id} />
        </Tabs.Panel>
      </Tabs>

      <InvitationDialog talent={talent} opened={dialog === 'mail'} onClose={close} />
      <ScheduleDialog talent={talent} opened={dialog === 'schedule'} onClose={close} />
      <DeleteDialog talent={talent} opened={dialog === 'delete'} onClose={close} onDeleted={onDeleted} />
      <CandidateFormDialog opened={dialog === 'edit'} onClose={close} talent={talent} />
      <RefereeUrlDialog talentId={talent.id} referee={urlReferee} onClose={() => setUrlReferee(null)} />
    </Stack>
  );
}

const ROW_BG = {
  green: 'var(--mantine-color-green-0)',
  yellow: 'var(--mantine-color-yellow-0)',
  red: 'var(--mantine-color-red-0)',
  gray: 'var(--mantine-color-gray-1)',
};

function RefereeTable({ talent, onUrl }: { talent: Detail; onUrl: (r: CompanyReferee) => void }) {
  const { t } = useTranslation('candidates');
  const { m } = useDomainText();
  if (talent.referees.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{t('detail.noReferees')}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {talent.duplicateIp.any && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="duplicate-ip"
        >
          {m('company.duplicateIpAddress')}
        </Alert>
      )}
      <ScrollTable
        minWidth={640}
        withTableBorder
        verticalSpacing="sm"
        data-testid="referee-table"
        head={[
          t('detail.refName'),
          t('detail.refCompany'),
          t('detail.refEmail'),
          t('detail.refState'),
          t('detail.refUrl'),
        ]}
      >
        {talent.referees.map((r) => (
          <Table.Tr key={r.id} data-color={r.tagColor} style={{ background: ROW_BG[r.tagColor] }}>
            <Table.Td>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {r.name}
                </Text>
                <RefereeSignalIcon talentId={talent.id} refereeId={r.id} />
                {r.duplicateIp && (
                  <Badge size="xs" color="orange">
                    {t('detail.duplicateIp')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {r.belongs.company} {r.belongs.title}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{r.email}</Text>
            </Table.Td>
            <Table.Td>
              <Badge color={r.tagColor} variant="filled">
                {t(`detail.tag.${r.tag}`)}
              </Badge>
              <RefereeNextReminder talentId={talent.id} refereeId={r.id} />
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" leftSection={<IconLink size={14} />} onClick={() => onUrl(r)}>
                {t('detail.refUrl')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </ScrollTable>
    </Stack>
  );
}

function StatusPanel({ talent, isSubAccount }: { talent: Detail; isSubAccount: boolean }) {
  const { t } = useTranslation('candidates');
  const { lang } = useDomainText();
  const current = STEPS.indexOf(talent.status);
  const scheduleState = talent.sendRemind.state;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stepper
          active={current === STEPS.length - 1 ? STEPS.length : current}
          size="sm"
          data-step={TALENT_STATUS_STEP[talent.status]}
        >
          {STEPS.map((step) => (
            <Stepper.Step
              key={step}
              label={t(`detail.steps.${step}`)}
              description={TALENT_STATUS_LABELS[step][lang]}
            />
          ))}
        </Stepper>
      </Paper>
      <Paper withBorder radius="md" p="md" maw={360}>
        <Text size="sm" c="dimmed">
          {t('detail.deadlineCard')}
        </Text>
        <Text fw={700} size="xl">
          {formatDeadline(new Date(talent.deadline), lang)}
        </Text>
        {scheduleState && talent.sendRemind.at && (
          <Text size="sm" mt="xs">
            {t('detail.scheduled', { at: new Date(talent.sendRemind.at).toLocaleString() })} (
            {t(`detail.scheduleState.${scheduleState}`)})
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <TrustSignalsPanel talentId={talent.id} referees={talent.referees} />
      </Paper>
      <TalentRemindersCard talentId={talent.id} isSubAccount={isSubAccount} />
      <AtsPushCard talentId={talent.id} />
    </Stack>
  );
}
