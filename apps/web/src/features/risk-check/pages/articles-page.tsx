import { Badge, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconNews, IconWorld } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../ui/heading.tsx';
import { useSandboxArticles } from '../api/sandbox-articles.ts';

/**
 * /risk_check/articles?keyword=…&expires=…&token=…: the sandbox provider's article list, opened in a new window
 * from the risk-check tab. Missing parameters, or a link that is forged or expired, go to /404.
 */
export function RiskArticlesPage() {
  const { t } = useTranslation('riskAts');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const query =
    search.keyword && search.expires && search.token
      ? { keyword: String(search.keyword), expires: String(search.expires), token: String(search.token) }
      : null;
  const list = useSandboxArticles(query);

  useEffect(() => {
    if (!query || list.isError) void navigate({ to: '/404', replace: true });
  }, [query, list.isError, navigate]);

  if (!list.data) return <Skeleton h={240} />;
  const data = list.data;
  return (
    <Stack gap="md" data-testid="risk-articles">
      <div>
        <Group gap="xs">
          <Heading order={1} title={t('articles.title')} />
          <Badge variant="light" color="gray">
            {t('risk.sandbox')}
          </Badge>
        </Group>
        <Text c="dimmed" size="sm" mt={4}>
          {t('articles.lead', { keyword: data.keyword })}
        </Text>
      </div>
      <Paper withBorder radius="md" p="md">
        <Group gap="lg">
          <Group gap={6}>
            <IconNews size={18} />
            <Text fw={600}>
              {t('risk.paper')} {t('risk.count', { count: data.paperClipCount })}
            </Text>
          </Group>
          <Group gap={6}>
            <IconWorld size={18} />
            <Text fw={600}>
              {t('risk.web')} {t('risk.count', { count: data.webClipCount })}
            </Text>
          </Group>
        </Group>
      </Paper>
      {data.articles.length === 0 ? (
        <Text c="dimmed">{t('articles.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {data.articles.map((a) => (
            <Card key={a.id} withBorder radius="md" padding="md" data-testid="risk-article">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Badge color={a.kind === 'paper' ? 'indigo' : 'cyan'} variant="light">
                  {t(`articles.kind.${a.kind}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('articles.publishedOn')}: {a.publishedOn}
                </Text>
              </Group>
              <Text fw={600} mt="sm">
                {a.title}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('articles.source')}: {a.source}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
