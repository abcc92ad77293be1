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

// Three chunks: the referee link's first pages, the referee's later pages, the candidate's pages. The first page
// does not download the questionnaire; and few chunks, not one per page, because each chunk of shared components
// the bundler splits off costs a round trip on a slow network.
const page = <M>(load: () => Promise<M>, name: keyof M) =>
  Object.assign(
    lazy(() => load().then((m) => ({ default: m[name] as ComponentType }))),
    { preload: load },
  );

const first = () => import('../features/referee-flow/pages/first-pages.ts');
const later = () => import('../features/referee-flow/pages/later-pages.ts');
const talent = () => import('../features/talent-flow/pages.tsx');

export const FLOW_ROUTES: FlowRoute[] = [
  {
    path: '/referee',
    titleKey: 'referee',
    page: page(first, 'RefereeChoicePage'),
  },
  {
    path: '/referee/instruction',
    titleKey: 'refereeInstruction',
    page: page(first, 'RefereeInstructionPage'),
  },
  {
    path: '/referee/authentication',
    titleKey: 'refereeAuthentication',
    page: page(later, 'RefereeAuthenticationPage'),
  },
  {
    path: '/referee/answer/descriptions',
    titleKey: 'refereeAnswerDescriptions',
    page: page(later, 'AnswerDescriptionsPage'),
  },
  {
    path: '/referee/answer/selections',
    titleKey: 'refereeAnswerSelections',
    page: page(later, 'AnswerSelectionsPage'),
  },
  {
    path: '/referee/identification',
    titleKey: 'refereeIdentification',
    page: page(later, 'RefereeIdentificationPage'),
  },
  {
    path: '/referee/complete',
    titleKey: 'refereeComplete',
    page: page(later, 'RefereeCompletePage'),
  },
  {
    path: '/referee/unsubscribe/remind',
    titleKey: 'refereeUnsubscribeRemind',
    page: page(later, 'RefereeUnsubscribeRemindPage'),
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

/** The link page's chunk, fetched while the shell starts (flow-main.tsx). */
export function preloadFlowPages(pathname: string): Promise<unknown> {
  return Promise.resolve(FLOW_ROUTES.find((r) => r.path === pathname)?.page.preload());
}
