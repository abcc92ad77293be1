import { Skeleton, Stack } from '@mantine/core';

export function FlowSkeleton() {
  return (
    <Stack gap="md" data-testid="flow-loading">
      <Skeleton h={32} w="70%" />
      <Skeleton h={120} />
      <Skeleton h={200} />
    </Stack>
  );
}
