/** Shared pieces of the referee pages: the loading skeleton, the step frame, the route after the questionnaire. */

import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RefereeMe } from '../api/types.ts';
import { DeclineLink } from './decline-dialog.tsx';
import { RefereeSteps, type StepName } from './steps.tsx';

/**
 * While a page loads: as tall as the screen, so the footer stays below the fold and does not jump down when the
 * page's content replaces the skeleton (a layout shift on every link opening).
 */
export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" mih="100dvh">
      <Skeleton h={28} w="60%" />
      <Skeleton h={16} />
      <Skeleton h={16} w="80%" />
      <Skeleton h={120} />
      <Skeleton h={50} />
    </Stack>
  );
}

export function Frame({ me, step, children }: { me: RefereeMe; step: StepName; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <RefereeSteps active={step} withIdentification={me.isIdentificationRequired} />
      {children}
      {/* Issue 36: a referee may decline on any page until completed. */}
      {step !== 'complete' && step !== 'done' && !me.completedAt && <DeclineLink />}
    </Stack>
  );
}

/** Where a verified referee goes after the questionnaire. */
export const afterQuestionnaire = (me: RefereeMe) =>
  me.isIdentificationRequired ? '/referee/identification' : '/referee/complete';
