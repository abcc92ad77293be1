import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { SignalCode } from '@refcheck/domain/trust-signals/types';
import { useState } from 'react';
import { useDomainText } from '../../../ui/use-domain-text.ts';
import { useRiskSignals } from '../api/risk-signals.ts';
import { ReviewDialog } from './review-dialog.tsx';
import { RiskGauge } from './risk-gauge.tsx';
import { SignalItem } from './signal-item.tsx';

/**
 * The check's fraud risk for the company: the level, each signal with its reason and benign explanation, and the
 * review action. Candidates and referees never see it (the API answers company users only).
 */
export function TrustSignalsPanel({
  talentId,
  referees,
}: {
  talentId: string;
  referees: readonly { id: string; name: string }[];
}) {
  const { m, lang } = useDomainText();
  const signals = useRiskSignals(talentId, lang);
  const [reviewing, setReviewing] = useState<{ code: SignalCode; note: string } | null>(null);
  const names = new Map(referees.map((r) => [r.id, r.name]));

  return (
    <Stack gap="sm" data-testid="trust-signals">
      {signals.data ? (
        <>
          <RiskGauge level={signals.data.level} />
          {signals.data.signals.length === 0 ? (
            <Text size="sm">{m('trust.noSignals')}</Text>
          ) : (
            <>
              {signals.data.signals.map((signal) => (
                <SignalItem
                  key={signal.code}
                  signal={signal}
                  names={names}
                  onReview={() => setReviewing({ code: signal.code, note: signal.note ?? '' })}
                />
              ))}
              <Text size="xs" c="dimmed">
                {m('trust.notAccusation')}
              </Text>
            </>
          )}
        </>
      ) : signals.isError ? (
        <Alert color="red" variant="light" title={m('trust.title')}>
          {m('trust.loadFailed')}
        </Alert>
      ) : (
        <Skeleton h={96} aria-label={m('trust.title')} />
      )}
      {reviewing && (
        <ReviewDialog
          talentId={talentId}
          code={reviewing.code}
          initialNote={reviewing.note}
          onClose={() => setReviewing(null)}
        />
      )}
    </Stack>
  );
}
