import '@mantine/charts/styles.css';
import { RadarChart } from '@mantine/charts';
import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EVALUATION_CATEGORY_LABELS } from '@refcheck/domain/lists/enum-labels';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.ts';
import { GRADE_COLORS } from '../../../ui/theme.ts';
import type { Report } from '../api/get-report.ts';

const gradeColor = (grade: string) =>
  GRADE_COLORS[(grade in GRADE_COLORS ? grade : 'unset') as keyof typeof GRADE_COLORS];

export function GradeBadge({
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

export function Evaluation({ report }: { report: Report }) {
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
