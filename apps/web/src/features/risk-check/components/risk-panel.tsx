import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { hasRiskArticles } from '@refcheck/domain/risk-check/sandbox';
import { IconExternalLink, IconLock, IconNews, IconSearch, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { Heading } from '../../../ui/heading.tsx';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { getRiskResultUrl, useFetchRiskCheck, useRiskCheck } from '../api/risk-check.ts';

/** Count card of one kind of article. */
function CountCard({ label, count, icon }: { label: string; count: number | null; icon: React.ReactNode }) {
  const { t } = useTranslation('riskAts');
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="xs" c="dimmed">
        {icon}
        <Text size="sm">{label}</Text>
      </Group>
      <Text fw={700} fz={28} mt={4} c={count ? 'red.7' : undefined}>
        {count === null ? t('risk.notChecked') : t('risk.count', { count })}
      </Text>
    </Paper>
  );
}

/**
 * The dashboard's risk-check tab (standard plan): the stored newspaper and web article counts, a button to search
 * again, and the article list (a new window) when any count is at least 1.
 */
export function RiskPanel({ talentId }: { talentId: string }) {
  const { t } = useTranslation('riskAts');
  const { m, lang } = useDomainText();
  const risk = useRiskCheck(talentId);
  const fetchCounts = useFetchRiskCheck(talentId);
  const [opening, setOpening] = useState(false);

  if (!risk.data) {
    return risk.isError ? (
      <Alert color="red" variant="light">
        {m('company.riskCountFailed')}
      </Alert>
    ) : (
      <Skeleton h={160} />
    );
  }
  const data = risk.data;

  const onFetch = () =>
    fetchCounts.mutate(undefined, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message:
            error instanceof ApiError && error.code === 'riskCheckIdNotSet'
              ? m('company.riskCheckIdNotSet')
              : m('company.riskCountFailed'),
        }),
    });

  const onOpenList = async () => {
    // Open the window within the click (popup blockers), then send it to the short-lived URL.
    const target = window.open('about:blank', '_blank');
    setOpening(true);
    try {
      const { resultUrl } = await getRiskResultUrl(talentId);
      if (target) {
        target.opener = null;
        target.location.href = resultUrl;
      } else {
        window.location.assign(resultUrl);
      }
    } catch {
      target?.close();
      notifications.show({ color: 'red', message: m('company.riskUrlFailed') });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" data-testid="risk-panel">
      <Stack gap="md">
        <div>
          <Heading order={3} size="h4" title={t('risk.title')} />
          <Text size="sm" c="dimmed" mt={4}>
            {t('risk.lead')}
          </Text>
        </div>
        {!data.riskCheckIdSet && (
          <Alert color="yellow" variant="light" icon={<IconLock size={18} />} data-testid="risk-id-not-set">
            {m('company.riskCheckIdNotSet')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={560}>
          <CountCard label={t('risk.paper')} count={data.paperClipCount} icon={<IconNews size={16} />} />
          <CountCard label={t('risk.web')} count={data.webClipCount} icon={<IconWorld size={16} />} />
        </SimpleGrid>
        {data.checkedAt && (
          <Text size="sm" c="dimmed">
            {t('risk.checkedAt', {
              at: new Date(data.checkedAt).toLocaleString(lang === 'jp' ? 'ja-JP' : undefined),
            })}
          </Text>
        )}
        {data.checkedAt && !hasRiskArticles(data) && (
          <Badge color="teal" variant="light" size="lg" w="fit-content">
            {t('risk.none')}
          </Badge>
        )}
        <Group gap="sm">
          <Button
            leftSection={<IconSearch size={16} />}
            onClick={onFetch}
            loading={fetchCounts.isPending}
            disabled={!data.riskCheckIdSet}
          >
            {data.checkedAt ? t('risk.refetch') : t('risk.fetch')}
          </Button>
          {hasRiskArticles(data) && (
            <Button
              variant="light"
              leftSection={<IconExternalLink size={16} />}
              onClick={onOpenList}
              loading={opening}
            >
              {t('risk.openList')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
