import { Group, Text } from '@mantine/core';

/** The mark (a tick in a rounded square) and, unless `compact`, the word mark. */
export function Logo({ compact = false, size = 28 }: { compact?: boolean; size?: number }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label="Refcheck">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable="false">
        <rect width="32" height="32" rx="7" fill="var(--mantine-color-brand-8)" />
        <path
          d="M9 16.5l4.5 4.5L23 11.5"
          fill="none"
          stroke="white"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && (
        <Text component="span" fw={800} fz={size * 0.7} c="brand.9" style={{ letterSpacing: '-0.01em' }}>
          Refcheck
        </Text>
      )}
    </Group>
  );
}
