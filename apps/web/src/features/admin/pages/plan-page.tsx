import '../styles.ts';
import { Badge, Divider, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { planPagePrices } from '@refcheck/domain/billing/pricing';
import { TRIAL_DAYS } from '@refcheck/domain/rules/constants';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useRouteTitle } from '../../../ui/use-route-title.ts';
import { formatYen } from '../format.ts';

/** /admin/plan: the plans and their prices, from the domain's pricing rules (tax included). */
export function PlanDescriptionPage() {
  const { t } = useTranslation('admin');
  const title = useRouteTitle();
  const p = planPagePrices();
  const standardPrice = p.basePerMonth + p.riskOptionPerMonth;
  const line = (label: string, value: string) => (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );

  return (
    <Stack gap="lg">
      <div>
        <Heading order={1} title={title} lead={t('plans.lead')} />
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg" data-testid="plan-light">
          <Stack gap="sm">
            <Group justify="space-between">
              <Heading order={2} size="h3" title={t('plans.light')} />
              <Badge variant="light" color="gray">
                LIGHT
              </Badge>
            </Group>
            <Text size="xl" fw={700}>
              {t('plans.perMonth', { price: formatYen(p.basePerMonth) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('plans.lightText')}
            </Text>
            <Divider />
            {line(t('plans.hrAccount'), t('plans.perAccount', { price: formatYen(p.perHrAccount) }))}
          </Stack>
        </Paper>
        <Paper
          withBorder
          radius="md"
          p="lg"
          data-testid="plan-standard"
          style={{ borderColor: 'var(--mantine-primary-color-filled)' }}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Heading order={2} size="h3" title={t('plans.standard')} />
              <Badge variant="filled">STANDARD</Badge>
            </Group>
            <Text size="xl" fw={700}>
              {t('plans.perMonth', { price: formatYen(standardPrice) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('plans.standardText')}
            </Text>
            <Divider />
            {line(t('plans.riskOption'), t('plans.perMonth', { price: formatYen(p.riskOptionPerMonth) }))}
            {line(t('plans.newspaper'), t('plans.perSearch', { price: formatYen(p.newspaperSearchFee) }))}
            {line(t('plans.web'), t('plans.perSearch', { price: formatYen(p.webSearchFee) }))}
            {line(t('plans.hrAccount'), t('plans.perAccount', { price: formatYen(p.perHrAccount) }))}
          </Stack>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Heading order={2} title={t('plans.terms')} />
          <List
            spacing="xs"
            size="sm"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light">
                <IconCheck size={14} />
              </ThemeIcon>
            }
          >
            <List.Item>{t('plans.trial', { days: TRIAL_DAYS })}</List.Item>
            <List.Item>{t('plans.termsText')}</List.Item>
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
