import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { RouteTitleKey } from '../i18n/route-titles.ts';

/**
 * The flow entry's routes: the pages a referee or a candidate opens from a mail link. The server serves flow.html
 * for /referee… and /talent… (apps/server/src/plugins/web.ts); every other path is the company app's. The axe loop
 * (e2e/a11y.ts) reads the `path:` entries of this file next to the company app's route tree.
 */
export interface FlowRoute {
  path: string;
  titleKey: RouteTitleKey;
  page: LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
}

// One chunk per page: the link's first page does not download the questionnaire.
const page = <M>(load: () => Promise<M>, name: keyof M) =>
  Object.assign(
    lazy(() => load().then((m) => ({ default: m[name] as ComponentType }))),
    { preload: load },
  );

const talent = () => import('../features/talent-flow/pages.tsx');

export const FLOW_ROUTES: FlowRoute[] = [
  {
    path: '/referee',
    titleKey: 'referee',
    page: page(() => import('../features/referee-flow/pages/choice-page.tsx'), 'RefereeChoicePage'),
  },
  {
    path: '/referee/instruction',
    titleKey: 'refereeInstruction',
    page: page(() => import('../features/referee-flow/pages/instruction-page.tsx'), 'RefereeInstructionPage'),
  },
  {
    path: '/referee/authentication',
    titleKey: 'refereeAuthentication',
    page: page(
      () => import('../features/referee-flow/pages/authentication-page.tsx'),
      'RefereeAuthenticationPage',
    ),
  },
  {
    path: '/referee/answer/descriptions',
    titleKey: 'refereeAnswerDescriptions',
    page: page(
      () => import('../features/referee-flow/pages/descriptions-page.tsx'),
      'AnswerDescriptionsPage',
    ),
  },
  {
    path: '/referee/answer/selections',
    titleKey: 'refereeAnswerSelections',
    page: page(() => import('../features/referee-flow/pages/selections-page.tsx'), 'AnswerSelectionsPage'),
  },
  {
    path: '/referee/identification',
    titleKey: 'refereeIdentification',
    page: page(
      () => import('../features/referee-flow/pages/identification-page.tsx'),
      'RefereeIdentificationPage',
    ),
  },
  {
    path: '/referee/complete',
    titleKey: 'refereeComplete',
    page: page(() => import('../features/referee-flow/pages/complete-page.tsx'), 'RefereeCompletePage'),
  },
  {
    path: '/referee/unsubscribe/remind',
    titleKey: 'refereeUnsubscribeRemind',
    page: page(
      () => import('../features/referee-flow/pages/unsubscribe-remind-page.tsx'),
      'RefereeUnsubscribeRemindPage',
    ),
  },
  { path: '/talent/instruction', titleKey: 'talentInstruction', page: page(talent, 'TalentInstructionPage') },
  { path: '/talent', titleKey: 'talent', page: page(talent, 'TalentRefereesPage') },
  { path: '/talent/complete', titleKey: 'talentComplete', page: page(talent, 'TalentCompletePage') },
  { path: '/talent/decline', titleKey: 'talentDecline', page: page(talent, 'TalentDeclinePage') },
  {
    path: '/talent/decline/complete',
    titleKey: 'talentDeclineComplete',
    page: page(talent, 'TalentDeclineCompletePage'),
  },
  {
    path: '/talent/unsubscribe/remind',
    titleKey: 'talentUnsubscribeRemind',
    page: page(talent, 'TalentUnsubscribeRemindPage'),
  },
];

/** The link page's chunk and the step it usually goes to next, fetched while the shell starts (flow-main.tsx). */
export function preloadFlowPages(pathname: string): Promise<unknown> {
  const find = (path: string) => FLOW_ROUTES.find((r) => r.path === path);
  const next = pathname === '/referee' ? [find('/referee/instruction')] : [];
  return Promise.all([find(pathname), ...next].map((route) => route?.page.preload()));
}
