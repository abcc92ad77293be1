/** The company's report of one candidate: grades with a chart, referees with tags, answers per referee. */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { RANK_LABELS, RELATIONSHIP_LABELS } from '@refcheck/domain/lists/enum-labels';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { useSession } from '../../session/get-session.ts';
import { RefereeSignalIcon, TrustSignalsPanel } from '../trust-signals/index.ts';
import { reportPdfUrl, useReport } from './api/get-report.ts';
import { ComparisonView } from './comparison/comparison-view.tsx';
import { ConsentEvidence } from './components/consent-evidence.tsx';
import { Evaluation } from './components/evaluation.tsx';
import { RefereeAnswers } from './components/referee-answers.tsx';
import { type AnswerKey, explanationsByAnswer } from './regain-trust/answer-key.ts';
import { RegainTrustCard } from './regain-trust/request-card.tsx';
import { useReportEvents } from './regain-trust/use-report-events.ts';

const relationshipLabel = (value: string, lang: 'jp' | 'en' | 'cn') =>
  (RELATIONSHIP_LABELS as Record<string, Record<string, string>>)[value]?.[lang] ?? value;

export function TalentReportPage() {
  const { t } = useTranslation('report');
  const { t: tc } = useTranslation('comparison');
  const [view, setView] = useState<string | null>('comparison');
  const { talentId } = useParams({ strict: false }) as { talentId: string };
  const report = useReport(talentId);
  const lang = currentLanguage();
  const isSubAccount = useSession().data?.user.isSubAccount ?? true;
  const [picked, setPicked] = useState<ReadonlySet<AnswerKey>>(new Set());
  const regainTrust = report.data?.regainTrust;
  const explanations = useMemo(
    () => (regainTrust ? explanationsByAnswer(regainTrust) : new Map<AnswerKey, string>()),
    [regainTrust],
  );
  useReportEvents(talentId);
  const toggle = (key: AnswerKey) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  if (report.isPending) {
    return (
      <Stack>
        <Skeleton h={40} w={300} />
        <Skeleton h={360} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (report.isError || !report.data) {
    return (
      <Stack>
        <Alert color="red">{t('pdfFailed')}</Alert>
        <Anchor component={Link} to="/company">
          {t('back')}
        </Anchor>
      </Stack>
    );
  }
  const data = report.data;
  return (
    <Stack gap="lg" data-testid="report">
      <Group justify="space-between" wrap="wrap">
        <Anchor component={Link} to="/company" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {t('back')}
          </Group>
        </Anchor>
        <Button
          component="a"
          href={reportPdfUrl(data.talent.id, lang)}
          leftSection={<IconDownload size={16} />}
          variant="light"
          data-testid="report-pdf"
        >
          {t('pdf')}
        </Button>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2" data-testid="report-talent-name">
              {data.talent.name}
            </Title>
            <Group gap="lg">
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('affiliation')}:{' '}
                </Text>
                {data.talent.currentCompany}
              </Text>
              <Text size="sm">
                <Text span c="dimmed" size="sm">
                  {t('rank')}:{' '}
                </Text>
                {RANK_LABELS[data.talent.rank][lang]}
              </Text>
            </Group>
          </Stack>
          <Badge
            size="lg"
            variant="light"
            color={
              data.reportStatus === 'done' ? 'green' : data.reportStatus === 'noAnswer' ? 'yellow' : 'gray'
            }
            data-testid="report-status"
          >
            {t(`status.${data.reportStatus}`)}
          </Badge>
        </Group>
      </Paper>
      <Evaluation report={data} />
      <Tabs value={view} onChange={setView} keepMounted={false} variant="outline" radius="md">
        <Tabs.List aria-label={tc('tabsLabel')}>
          <Tabs.Tab value="comparison" fw={600} data-testid="report-tab-comparison">
            {tc('tabs.comparison')}
          </Tabs.Tab>
          <Tabs.Tab value="referees" fw={600} data-testid="report-tab-referees">
            {tc('tabs.referees')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="comparison" pt="md">
          <ComparisonView report={data} />
        </Tabs.Panel>
        <Tabs.Panel value="referees" pt="md">
          <Stack gap="lg">
            {data.referees.map((r) => (
              <RefereeAnswers
                key={r.id}
                report={data}
                referee={r}
                followUp={{
                  pickable: data.regainTrust.state === 'notSent' && !isSubAccount,
                  picked,
                  onToggle: toggle,
                  explanations,
                }}
              />
            ))}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <ConsentEvidence consent={data.consent} lang={lang} />
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('referees')}
        </Title>
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {data.referees.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td fw={600}>
                  <Group gap={6} wrap="nowrap">
                    {r.name}
                    <RefereeSignalIcon talentId={data.talent.id} refereeId={r.id} />
                  </Group>
                </Table.Td>
                <Table.Td fz="sm">
                  {r.belongsCompany} {r.belongsTitle}
                </Table.Td>
                <Table.Td fz="sm">{relationshipLabel(r.relationship, lang)}</Table.Td>
                <Table.Td ta="right">
                  <Badge color={r.tagColor} variant="light">
                    {t(`tags.${r.tag}`)}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <TrustSignalsPanel talentId={data.talent.id} referees={data.referees} />
      </Paper>
      <RegainTrustCard
        report={data}
        picked={picked}
        isSubAccount={isSubAccount}
        onSent={() => setPicked(new Set())}
      />
    </Stack>
  );
}
