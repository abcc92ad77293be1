import '@mantine/core/styles/Stepper.css';
import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** The referee steps as Mantine's stepper, on screens of 48em and wider (vertical under 790 px, spec). */
export function StepperSteps({
  steps,
  index,
  active,
}: {
  steps: { name: string; label: string }[];
  index: number;
  active: string;
}) {
  const vertical = useMediaQuery('(max-width: 790px)', true, { getInitialValueInEffect: false });
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
