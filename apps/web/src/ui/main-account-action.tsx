import { Button, Text, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDomainText } from './use-domain-text.ts';

/**
 * A page header's add button that only the main account may use: disabled for a sub-account, with the spec's
 * 'メインアカウントから設定頂けます。' as its tooltip (the server refuses it anyway: 403 `mainAccountOnly`).
 */
export function MainAccountAction(props: { readOnly: boolean; onClick: () => void; children: ReactNode }) {
  const { m: message } = useDomainText();
  return (
    <Tooltip label={message('company.mainAccountOnly')} disabled={!props.readOnly}>
      <Button leftSection={<IconPlus size={16} />} disabled={props.readOnly} onClick={props.onClick}>
        {props.children}
      </Button>
    </Tooltip>
  );
}

/** The same words under the header, shown to a sub-account once its session is known. */
export function MainAccountNote(props: { show: boolean }) {
  const { m: message } = useDomainText();
  if (!props.show) return null;
  return (
    <Text size="sm" c="dimmed">
      {message('company.mainAccountOnly')}
    </Text>
  );
}
