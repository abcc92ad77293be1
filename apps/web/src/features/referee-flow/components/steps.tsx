import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export type StepName = 'consent' | 'phone' | 'questionnaire' | 'identification' | 'complete' | 'done';

/** The five referee steps; vertical under 790 px (spec). Identification is left out when not required. */
export function RefereeSteps({
  active,
  withIdentification,
}: {
  active: StepName;
  withIdentification: boolean;
}) {
  const { t } = useTranslation('referee');
  const vertical = useMediaQuery('(max-width: 790px)', true);
  const steps: { name: StepName; label: string }[] = [
    { name: 'consent', label: t('messages.stepConsent') },
    { name: 'phone', label: t('messages.stepPhone') },
    { name: 'questionnaire', label: t('messages.stepQuestionnaire') },
    ...(withIdentification
      ? [{ name: 'identification' as const, label: t('messages.stepIdentification') }]
      : []),
    { name: 'complete', label: t('messages.stepComplete') },
  ];
  const index =
    active === 'done'
      ? steps.length
      : Math.max(
          0,
          steps.findIndex((s) => s.name === active),
        );
  return (
    <Stepper
      active={index}
      size="xs"
      orientation={vertical ? 'vertical' : 'horizontal'}
      allowNextStepsSelect={false}
      data-testid="referee-steps"
      styles={
        vertical
          ? {
              verticalSeparator: { minHeight: 8 },
              step: { minHeight: 0, alignItems: 'center' },
              stepBody: { marginTop: 0 },
            }
          : undefined
      }
      mb="lg"
    >
      {steps.map((s) => (
        <Stepper.Step key={s.name} label={s.label} aria-current={s.name === active ? 'step' : undefined} />
      ))}
    </Stepper>
  );
}
