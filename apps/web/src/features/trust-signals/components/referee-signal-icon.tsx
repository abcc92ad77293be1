import { Tooltip } from '@mantine/core';
import type { RiskSignal } from '@refcheck/domain/trust-signals/api';
import { signalSeverityKey, signalShortKey } from '@refcheck/domain/trust-signals/keys';
import type { SignalSeverity } from '@refcheck/domain/trust-signals/types';
import { IconAlertCircle, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useRiskSignals } from '../api/risk-signals.ts';

const ICON = { info: IconInfoCircle, warning: IconAlertCircle, alert: IconAlertTriangle } as const;
/** Shade 8 of each colour keeps the icon at 3:1 against the row backgrounds (WCAG 1.4.11). */
const COLOR: Record<SignalSeverity, string> = {
  info: 'var(--mantine-color-gray-7)',
  warning: 'var(--mantine-color-yellow-9)',
  alert: 'var(--mantine-color-red-8)',
};
const RANK: Record<SignalSeverity, number> = { info: 0, warning: 1, alert: 2 };

/** The signals concerning one referee, strongest first (the API sorts them so). */
export function signalsOf(signals: readonly RiskSignal[], refereeId: string): RiskSignal[] {
  return signals.filter((s) => s.refereeIds.includes(refereeId));
}

/**
 * A small icon in a referee row when signals concern that referee: the strongest severity's icon and colour, and a
 * label naming the signals, read by screen readers and shown as a tooltip on hover and keyboard focus. Nothing when
 * no signal concerns the referee. Company pages only (the API answers company users only).
 */
export function RefereeSignalIcon({ talentId, refereeId }: { talentId: string; refereeId: string }) {
  const { m, lang } = useDomainText();
  const { data } = useRiskSignals(talentId, lang);
  const mine = data ? signalsOf(data.signals, refereeId) : [];
  if (mine.length === 0) return null;
  const severity = mine.reduce<SignalSeverity>(
    (top, s) => (RANK[s.severity] > RANK[top] ? s.severity : top),
    'info',
  );
  const label = m('trust.refereeIcon', {
    severity: m(signalSeverityKey(severity)),
    codes: mine.map((s) => m(signalShortKey(s.code))).join('、'),
  });
  const Icon = ICON[severity];
  return (
    <Tooltip
      label={label}
      role="tooltip"
      withArrow
      multiline
      maw={280}
      events={{ hover: true, focus: true, touch: true }}
    >
      <span
        role="img"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the tooltip to keyboard users
        tabIndex={0}
        data-testid={`referee-signal-${refereeId}`}
        data-severity={severity}
        style={{ display: 'inline-flex', color: COLOR[severity], borderRadius: 4 }}
      >
        <Icon size={18} aria-hidden="true" />
      </span>
    </Tooltip>
  );
}
