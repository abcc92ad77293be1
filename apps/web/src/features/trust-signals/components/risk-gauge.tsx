import { Group, Paper, Title } from '@mantine/core';
import { riskLevelKey as levelKey } from '@refcheck/domain/trust-signals/keys';
import { RISK_LEVELS, type RiskLevel } from '@refcheck/domain/trust-signals/types';
import { useDomainText } from '../../../ui/use-domain-text.ts';

const COLOR: Record<RiskLevel, string> = { low: 'teal.8', medium: 'yellow.5', high: 'red.8' };
const TEXT: Record<RiskLevel, string> = { low: 'white', medium: 'black', high: 'white' };

/**
 * The check's level as a heading (なりすましリスク：高) over three segments (低 / 中 / 高), the reached one filled;
 * the segments repeat the heading for the eye and are hidden from screen readers.
 */
export function RiskGauge({ level }: { level: RiskLevel }) {
  const { m } = useDomainText();
  return (
    <div>
      <Title order={3} size="h4" data-testid="risk-level">
        {m('trust.gauge', { level: m(levelKey(level)) })}
      </Title>
      <Group gap={4} mt={6} aria-hidden="true" wrap="nowrap" maw={360}>
        {RISK_LEVELS.map((l) => {
          const active = l === level;
          return (
            <Paper
              key={l}
              radius="sm"
              py={4}
              flex={1}
              ta="center"
              bg={active ? COLOR[l] : 'gray.1'}
              c={active ? TEXT[l] : 'dimmed'}
              fw={active ? 700 : 400}
              fz="sm"
            >
              {m(levelKey(l))}
            </Paper>
          );
        })}
      </Group>
    </div>
  );
}
