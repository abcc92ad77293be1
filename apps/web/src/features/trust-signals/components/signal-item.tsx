import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { RiskSignal } from '@refcheck/domain/trust-signals/api';
import { signalSeverityKey } from '@refcheck/domain/trust-signals/keys';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDate } from '../../../ui/format-date.ts';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { SEVERITY_COLOR } from './keys.ts';

/** One signal: its severity, reason, whom it concerns, the benign explanation and its review (or the action). */
export function SignalItem({
  signal,
  names,
  onReview,
}: {
  signal: RiskSignal;
  /** Referee names by id. */
  names: ReadonlyMap<string, string>;
  onReview: () => void;
}) {
  const { m, lang } = useDomainText();
  const concerned = signal.refereeIds.map((id) => names.get(id) ?? '').filter(Boolean);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`risk-signal-${signal.code}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge color={SEVERITY_COLOR[signal.severity]} variant="light" style={{ flexShrink: 0 }}>
            {m(signalSeverityKey(signal.severity))}
          </Badge>
          <Text fw={600} size="sm">
            {signal.reason}
          </Text>
        </Group>
        {signal.details.map((line) => (
          <Text key={line} size="sm" data-testid="risk-signal-detail">
            {line}
          </Text>
        ))}
        {concerned.length > 0 && (
          <Text size="sm">{m('trust.concerns', { names: concerned.join('、') })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {m('trust.benignLabel')}：{signal.benign}
        </Text>
        {signal.reviewedAt ? (
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden="true" />
              <Text size="sm">
                {m('trust.reviewed', {
                  name: signal.reviewedBy ?? '',
                  date: formatDate(signal.reviewedAt, lang),
                })}
                {signal.note ? `：${signal.note}` : ''}
              </Text>
            </Group>
            <Button variant="subtle" size="compact-sm" onClick={onReview}>
              {m('trust.reviewAgain')}
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button variant="light" size="compact-sm" onClick={onReview}>
              {m('trust.review')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
