/** 「回答状況」 on the company's dashboard (issue 36): the last 90 days' completion rate and median time, linking to the page. */
import { Group, Paper, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../ui/links.tsx';
import { defaultRange, useCompanyFunnel } from './api.ts';
import { pct, useDuration } from './funnel-view.tsx';

export function FunnelCard() {
  const { t } = useTranslation('funnel');
  const duration = useDuration();
  const [range] = useState(defaultRange);
  const { data, isPending, error } = useCompanyFunnel(range);
  return (
    <Paper withBorder radius="md" p="md" data-testid="funnel-card">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('card')}
        </Title>
        <AnchorLink to="/company/funnel" size="sm">
          {t('cardLink')}
        </AnchorLink>
      </Group>
      {error ? <Text c="red.8">{t('failed')}</Text> : null}
      {isPending && <Skeleton h={48} />}
      {data && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {[
            { label: t('checks'), value: String(data.checks), id: 'funnel-card-checks' },
            { label: t('completionRate'), value: pct(data.completionRateByDeadline), id: 'funnel-card-rate' },
            { label: t('median'), value: duration(data.medianHours), id: 'funnel-card-median' },
          ].map((s) => (
            <div key={s.id}>
              <Text size="xs" c="dimmed">
                {s.label}
              </Text>
              <Text fw={700} size="lg" data-testid={s.id}>
                {s.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}
