import { Stepper } from '@mantine/core';
import { useDomainText } from '../../../ui/use-domain-text.ts';

/** The spec's step numbers: explanation 0, confirmation request 1, content check 2, complete 4 (all done). */
export type RegainTrustStep = 0 | 1 | 2 | 4;

/** The four regain-trust steps, compact enough for a phone. */
export function RegainTrustSteps({ active }: { active: RegainTrustStep }) {
  const { m } = useDomainText();
  const labels = [
    m('talent.stepExplanation'),
    m('talent.stepExcuse'),
    m('talent.stepConfirm'),
    m('talent.stepComplete'),
  ];
  return (
    <Stepper
      active={active}
      size="xs"
      iconSize={26}
      allowNextStepsSelect={false}
      mb="lg"
      data-testid="regain-trust-steps"
      // Four steps on one line on a 360 px phone.
      styles={{
        stepLabel: { fontSize: 'var(--mantine-font-size-xs)' },
        stepBody: { marginInlineStart: 6 },
        separator: { marginInline: 4, minWidth: 6 },
      }}
    >
      {labels.map((label, i) => (
        <Stepper.Step key={label} label={label} aria-current={i === active ? 'step' : undefined} />
      ))}
    </Stepper>
  );
}
