import { Skeleton, Stack } from '@mantine/core';

/** Shown while a page's chunk or data loads for more than 300 ms: a skeleton, never a blank page. */
export function PagePending() {
  return (
    <Stack gap="md" p="md" maw={720} w="100%" mx="auto" aria-busy="true">
      <Skeleton height={28} width="40%" />
      <Skeleton height={16} />
      <Skeleton height={16} width="85%" />
      <Skeleton height={120} mt="sm" />
    </Stack>
  );
}
