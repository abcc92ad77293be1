/**
 * A secret the server shows this once (an API key, a webhook signing secret): the value wrapped in a code block —
 * never a scroll region, which would have to take focus — and a copy button.
 */
import { Button, Code, CopyButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ShownOnceSecret(props: { value: string; testId: string }) {
  return (
    <Code
      block
      data-testid={props.testId}
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', overflow: 'visible' }}
    >
      {props.value}
    </Code>
  );
}

/** Copies the secret; says so for a moment after. */
export function CopySecretButton(props: { value: string }) {
  const { t } = useTranslation('common');
  return (
    <CopyButton value={props.value}>
      {({ copied, copy }) => (
        <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
          {copied ? t('actions.copied') : t('actions.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
