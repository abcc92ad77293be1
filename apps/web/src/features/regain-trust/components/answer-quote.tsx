import { Blockquote, Text } from '@mantine/core';

/** A referee's answer the candidate is asked about, quoted (referees are not named to the candidate). */
export function AnswerQuote({ label, text }: { label: string; text: string }) {
  return (
    <Blockquote color="gray" p="sm" radius="sm" iconSize={0} data-testid="regain-trust-answer">
      <Text size="xs" c="dimmed" mb={2}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </Blockquote>
  );
}
