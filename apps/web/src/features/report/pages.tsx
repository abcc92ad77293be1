/** The company's report of one candidate: grades with a chart, referees with tags, answers per referee. */
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/charts/styles.css';
import { RadarChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  EVALUATION_CATEGORY_LABELS,
  RANK_LABELS,
  RELATIONSHIP_LABELS,
} from '@refcheck/domain/lists/enum-labels';
import { AGREEMENT_SCALE_LABELS } from '@refcheck/domain/questions/scale';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/index.ts';
import { GRADE_COLORS } from '../../ui/theme.ts';
import { type Report, reportPdfUrl, useReport } from './api/get-report.ts';

const gradeColor = (grade: string) =>
  GRADE_COLORS[(grade in GRADE_COLORS ? grade : 'unset') as keyof typeof GRADE_COLORS];
const relationshipLabel = (value: string, lang: 'jp' | 'en' | 'cn') =>
  (RELATIONSHIP_LABELS as Record<string, Record<string, string>>)[value]?.[lang] ?? value;

function GradeBadge({
  grade,
  size = 'lg',
  testId,
}: {
  grade: string;
  size?: 'md' | 'lg' | 'xl';
  testId?: string;
}) {
  return (
    <Badge color={gradeColor(grade)} size={size} variant="filled" radius="sm" miw={36} data-testid={testId}>
      {grade}
    </Badge>
  );
}

function Evaluation({ report }: { report: Report }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const { t } = useTranslation('report');
  const lang = currentLanguage();
  const data = report.categories.map((c) => ({
    category: EVALUATION_CATEGORY_LABELS[c.category][lang],
    score: c.score ?? 0,
  }));
  return (
    <Paper withBorder p="lg" radius="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <Group gap="md" align="center">
            <Text fw={700}>{t('overall')}</Text>
            <Badge
              color={gradeColor(report.totalGrade)}
              size="xl"
              h={56}
              w={56}
              radius="md"
              fz={28}
              data-testid="report-total-grade"
            >
              {report.totalGrade}
            </Badge>
            {report.totalScore !== null && (
              <Text c="dimmed" size="sm">
                {t('score')}: {report.totalScore.toFixed(1)}
              </Text>
            )}
          </Group>
          <Text fw={700}>{t('categories')}</Text>
          <Table withRowBorders verticalSpacing={6}>
            <Table.Tbody>
              {report.categories.map((c) => (
                <Table.Tr key={c.category} data-testid={`report-category-${c.category}`}>
                  <Table.Td>{EVALUATION_CATEGORY_LABELS[c.category][lang]}</Table.Td>
                  <Table.Td w={70} ta="right" c="dimmed">
                    {c.score === null ? '—' : c.score.toFixed(1)}
                  </Table.Td>
                  <Table.Td w={56} ta="right">
                    <GradeBadge grade={c.grade} size="md" testId={`report-grade-${c.category}`} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        {report.talent.selectionQuestion ? (
          <RadarChart
            h={340}
            data={data}
            dataKey="category"
            series={[{ name: 'score', color: 'brand.6', opacity: 0.25 }]}
            withPolarRadiusAxis
            polarRadiusAxisProps={{ domain: [0, 100], tickCount: 6 }}
            // Room for the category labels on a phone.
            radarChartProps={{ outerRadius: phone ? '45%' : '70%' }}
            polarAngleAxisProps={{ tick: { fontSize: 12 } }}
          />
        ) : (
          <Alert color="gray">{t('noSelection')}</Alert>
        )}
      </SimpleGrid>
    </Paper>
  );
}

function RefereeAnswers({ report, referee }: { report: Report; referee: Report['referees'][number] }) {
  const { t } = useTranslation('report');
  const lang = currentLanguage();
  const descriptions = report.questions.filter((q) => q.kind === 'description');
  const selections = report.questions.filter((q) => q.kind === 'selection');
  return (
    <Paper withBorder p="lg" radius="md" data-testid={`report-referee-${referee.id}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('answersOf', { name: referee.name })}
          </Title>
          <Badge color={referee.tagColor} variant="light">
            {t(`tags.${referee.tag}`)}
          </Badge>
        </Group>
        <Text fw={700} size="sm">
          {t('descriptions')}
        </Text>
        {descriptions.map((q, i) => (
          <Stack key={q.key} gap={2}>
            <Text size="sm" fw={600}>
              Q{i + 1}. {q.texts[lang]}
            </Text>
            <Text
              size="sm"
              style={{ whiteSpace: 'pre-wrap' }}
              c={referee.descriptions[q.key] ? undefined : 'dimmed'}
            >
              {referee.descriptions[q.key] || t('notAnswered')}
            </Text>
          </Stack>
        ))}
        {selections.length > 0 && (
          <>
            <Text fw={700} size="sm">
              {t('selections')}
            </Text>
            <Table striped verticalSpacing={4}>
              <Table.Tbody>
                {selections.map((q, i) => {
                  const level = referee.selections[q.key];
                  return (
                    <Table.Tr key={q.key}>
                      <Table.Td fz="sm">
                        Q{i + 1}. {q.texts[lang]}
                      </Table.Td>
                      <Table.Td fz="sm" w={200} c={level ? undefined : 'dimmed'}>
                        {level ? AGREEMENT_SCALE_LABELS[lang][level - 1] : t('notAnswered')}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </>
        )}
      </Stack>
    </Paper>
  );
}

export function TalentReportPage() {
  const { t } = useTranslation('report');
  const { talentId } = useParams({ strict: false }) as { talentId: string };
  const report = useReport(talentId);
  const lang = currentLanguage();
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
      <Paper withBorder p="lg" radius="md">
        <Title order={2} size="h4" mb="sm">
          {t('referees')}
        </Title>
        <Table verticalSpacing={6}>
          <Table.Tbody>
            {data.referees.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td fw={600}>{r.name}</Table.Td>
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
      {data.referees.map((r) => (
        <RefereeAnswers key={r.id} report={data} referee={r} />
      ))}
    </Stack>
  );
}
