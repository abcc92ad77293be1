import { Alert, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from './use-route-title.ts';

/**
 * A page whose feature is not built yet: its real title and one honest line, inside the real layout.
 * No fake data. `inline` renders an Alert for use inside a card (public pages).
 */
export function ComingSoon({ title, inline = false }: { title?: string; inline?: boolean }) {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const heading = (
    <Title order={1} size={inline ? 'h3' : 'h2'}>
      {title ?? routeTitle}
    </Title>
  );

  if (inline) {
    return (
      <Stack gap="md">
        {heading}
        <Alert
          variant="light"
          color="yellow"
          icon={<IconTool size={20} />}
          title={t('comingSoon.badge')}
          data-testid="coming-soon"
        >
          {t('comingSoon.text')}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} data-testid="coming-soon">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <IconTool size={24} />
          </ThemeIcon>
          <Stack gap={6} align="flex-start">
            <Badge variant="light" color="yellow" size="lg" radius="sm">
              {t('comingSoon.badge')}
            </Badge>
            <Text c="dimmed">{t('comingSoon.text')}</Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
