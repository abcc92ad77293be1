import '@mantine/core/styles/List.css';
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SandboxPart } from '../../session/types.ts';

/** On every operator page of a production site that runs some parts as sandboxes (ALLOW_SANDBOX): which ones. */
export function SandboxBanner({ parts }: { parts: readonly SandboxPart[] }) {
  const { t } = useTranslation('layout');
  if (parts.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={t('header.sandboxTitle')}
      data-testid="sandbox-banner"
    >
      <List size="sm">
        {parts.map((part) => (
          <List.Item key={part}>{t(`header.sandboxParts.${part}`)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
