import { Stack, Text } from '@mantine/core';
import { Heading } from '../../../ui/heading.tsx';
import { useRouteTitle } from '../../../ui/use-route-title.ts';

/** The route's title as the page heading, with an optional lead line under it. */
export function PageTitle({ lead }: { lead?: string }) {
  const title = useRouteTitle();
  return (
    <Stack gap={4}>
      <Heading order={1} title={title} />
      {lead && (
        <Text size="sm" c="dimmed">
          {lead}
        </Text>
      )}
    </Stack>
  );
}
