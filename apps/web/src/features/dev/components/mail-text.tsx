import { Box } from '@mantine/core';

/** A mail's plain-text part as sent: its line breaks kept, long words wrapped, on a light grey block. */
export function MailText(props: { text: string }) {
  return (
    <Box
      component="pre"
      m={0}
      p="sm"
      bg="gray.0"
      fz="sm"
      style={{
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      {props.text}
    </Box>
  );
}
