import { Stack, Text, Title } from '@mantine/core';
import { useRouteTitle } from '../../../ui/use-route-title.ts';

/** The route's title as the page heading, with an optional lead line under it. */
export function PageTitle({ lead }: { lead?: string }) {
  const title = useRouteTitle();
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {lead && (
        <Text size="sm" c="dimmed">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
