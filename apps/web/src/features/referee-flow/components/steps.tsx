import { Box, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './steps.module.css';

export type StepName = 'consent' | 'phone' | 'questionnaire' | 'identification' | 'complete' | 'done';

// Mantine's Stepper is for wider screens only: a phone never downloads it.
const StepperSteps = lazy(() => import('./stepper-steps.tsx').then((m) => ({ default: m.StepperSteps })));

/**
 * The five referee steps (identification is left out when not required). On phones (< 48em) one compact line,
 * "2 / 5 電話番号認証" over a named progress bar, so the question is on the first screen; wider screens show the
 * stepper (vertical under 790 px, spec).
 */
export function RefereeSteps({
  active,
  withIdentification,
}: {
  active: StepName;
  withIdentification: boolean;
}) {
  const { t } = useTranslation('referee');
  const phone = useMediaQuery('(max-width: 47.99em)', true, { getInitialValueInEffect: false });
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
  if (!phone) {
    return (
      <Suspense fallback={<Box h={64} mb="lg" />}>
        <StepperSteps steps={steps} index={index} active={active} />
      </Suspense>
    );
  }
  const current = Math.min(index + 1, steps.length);
  const label = steps[current - 1]!.label;
  const count = t('steps.count', { current, total: steps.length });
  return (
    <Box mb="md" data-testid="referee-steps">
      <Group gap="xs" wrap="nowrap" mb={6}>
        <Text size="sm" fw={700} c="brand.8">
          {count}
        </Text>
        <Text size="sm" fw={700} aria-current="step">
          {label}
        </Text>
      </Group>
      <div
        className={classes.track}
        role="progressbar"
        aria-label={t('steps.progress')}
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={current}
        aria-valuetext={`${count} ${label}`}
      >
        <div className={classes.bar} style={{ width: `${(current / steps.length) * 100}%` }} />
      </div>
    </Box>
  );
}
