import { Alert, Badge, Code, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { AtsReceipt } from '@refcheck/domain/schemas/dev-response';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/client.ts';
import { Heading } from '../../../ui/heading.tsx';

type Receipt = AtsReceipt;

const pretty = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

/** /dev/ats (development): what the sandbox sonar got, newest first, and which subscription key each carried. */
export function AtsReceiverPage() {
  const { t } = useTranslation('riskAts');
  const receipts = useQuery({
    queryKey: ['dev-ats-receipts'],
    queryFn: () => apiRequest<Receipt[]>('/api/dev/ats-receiver'),
    refetchInterval: 3000,
  });
  return (
    <Stack gap="md">
      <div>
        <Heading order={1} title={t('receiver.title')} />
        <Text c="dimmed" size="sm" mt={4}>
          {t('receiver.lead')}
        </Text>
      </div>
      {receipts.isError && <Alert color="red">{t('receiver.unavailable')}</Alert>}
      {!receipts.data && !receipts.isError && <Skeleton h={160} />}
      {receipts.data?.length === 0 && <Text c="dimmed">{t('receiver.empty')}</Text>}
      {receipts.data?.map((r) => (
        <Paper key={r.id} withBorder radius="md" p="md" data-testid="ats-receipt">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {new Date(r.receivedAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })}
            </Text>
            <Badge color={r.verified ? 'teal' : 'red'} variant="light">
              {r.verified ? t('receiver.verified') : t('receiver.notVerified')}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            Authorization: {r.keySlot ? t(`ats.key.${r.keySlot}`) : '—'}
          </Text>
          <Code block mt="sm" style={{ maxHeight: 280, overflow: 'auto' }}>
            {pretty(r.body)}
          </Code>
        </Paper>
      ))}
    </Stack>
  );
}
