import { Alert, Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error.ts';
import { reportError } from '../lib/error-reporting.ts';
import { ErrorContact } from './contact-line.tsx';
import { Heading } from './heading.tsx';

/** Last resort when a guard or loader fails (the API is down, a chunk failed to load). */
export function RootErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation(['common', 'layout']);
  const router = useRouter();
  // Failures the user cannot fix are reported (an unreachable API is the user's network, not a bug).
  useEffect(() => {
    if (!(isApiError(error) && (error.isNetworkError || error.status < 500))) reportError(error);
  }, [error]);
  const message = isApiError(error)
    ? error.isNetworkError
      ? t('errors.network')
      : t('errors.errorCode', { code: error.code })
    : t('errors.unexpected');

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder shadow="sm" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Heading order={2} size="h3" title={t('layout:error.title')} />
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />}>
            <Text size="sm">{message}</Text>
          </Alert>
          <ErrorContact />
          <Group justify="flex-end">
            <Button variant="default" component="a" href="/">
              {t('actions.backHome')}
            </Button>
            <Button onClick={() => void router.invalidate()}>{t('actions.retry')}</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
