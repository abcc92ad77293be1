import type { Role } from '@refcheck/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { supportContactQuery } from '../ui/contact.ts';
import { RootErrorPage } from '../ui/root-error-page.tsx';
import { RootLayout } from '../ui/root-layout.tsx';
import { redirectHome, requireGuest, requireSession, safeRedirectTarget } from './guards.ts';
import type { PageStaticData, RouteTitleKey } from './static-data.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

const CLIENT: Role[] = ['client'];
const ADMIN: Role[] = ['admin'];

// Each area is its own chunk: the candidate/referee flows never load the dashboard, the admin area or AppShell.
const authPages = () => import('../features/auth/pages/index.ts');
const publicPages = () => import('./chunks/public.ts');
const companyPages = () => import('../features/customer/pages/index.ts');
const candidatePages = () => import('../features/candidates/pages/dashboard-page.tsx');
const adminPages = () => import('../features/admin/pages/index.ts');
const funnelPages = () => import('../features/funnel/index.ts');
const settingsPages = () => import('./chunks/settings.ts');
const securityPages = () => import('../features/security/pages/enrol-page.tsx');
const accountsPages = () => import('../features/accounts/pages/accounts-page.tsx');
const templatePages = () => import('../features/templates/pages/templates-page.tsx');
const regainTrustPages = () => import('../features/regain-trust/pages/index.ts');
const reportPages = () => import('../features/report/pages.tsx');
const guidePages = () => import('../features/guide/pages/guide-pages.tsx');
const faqPage = () => import('../features/guide/pages/faq-page.tsx');
const privacyQueuePage = () => import('../features/privacy-requests/queue-page.tsx');
const privacyAdminPage = () => import('../features/privacy-requests/admin-page.tsx');

/** A page route: a path under a layout, its static data (title, roles, sidebar) and its lazily loaded page. */
function pageRoute<TParent extends AnyRoute, const TPath extends string>(
  parent: TParent,
  path: TPath,
  staticData: PageStaticData,
  component: RouteComponent,
) {
  return createRoute({ getParentRoute: () => parent, path, staticData, component });
}

const title = (titleKey: RouteTitleKey, extra: Omit<PageStaticData, 'titleKey'> = {}): PageStaticData => ({
  titleKey,
  ...extra,
});

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RootErrorPage,
});

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: title('home'),
  beforeLoad: ({ context }) => redirectHome(context.queryClient),
});

/** Unknown paths go to /404 (spec 2). */
const unknownRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  staticData: title('notFound'),
  beforeLoad: () => {
    throw redirect({ to: '/404', replace: true });
  },
});

// ------------------------------------------------------------------ public pages: centred card with the logo

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: lazyRouteComponent(() => import('../ui/layout/public-layout.tsx'), 'PublicLayout'),
});

/** `?redirect=` of the login pages: kept only when it is a path on this site. */
const loginSearch = (search: Record<string, unknown>): { redirect?: string } => {
  const target = safeRedirectTarget(search.redirect);
  return target ? { redirect: target } : {};
};

const loginRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'login',
  staticData: title('login'),
  validateSearch: loginSearch,
  beforeLoad: ({ context }) => requireGuest(context.queryClient),
  component: lazyRouteComponent(authPages, 'LoginPage'),
});

const loginAdminRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'login/admin',
  staticData: title('loginAdmin'),
  validateSearch: loginSearch,
  beforeLoad: ({ context }) => requireGuest(context.queryClient),
  component: lazyRouteComponent(authPages, 'AdminLoginPage'),
});

const publicRoutes = [
  loginRoute,
  loginAdminRoute,
  pageRoute(
    publicLayout,
    'login/reset_password',
    title('resetPassword'),
    lazyRouteComponent(authPages, 'ResetPasswordPage'),
  ),
  pageRoute(
    publicLayout,
    'login/operator_password',
    title('operatorPassword'),
    lazyRouteComponent(authPages, 'OperatorPasswordPage'),
  ),
  pageRoute(publicLayout, 'signup', title('signup'), lazyRouteComponent(authPages, 'SignupPage')),
  pageRoute(
    publicLayout,
    'signup/phone',
    title('signupPhone'),
    lazyRouteComponent(authPages, 'SignupPhonePage'),
  ),
  pageRoute(
    publicLayout,
    'signup/security',
    title('signupSecurity'),
    lazyRouteComponent(securityPages, 'EnrolPage'),
  ),
  pageRoute(
    publicLayout,
    'signup/sub_account',
    title('signupSubAccount'),
    lazyRouteComponent(authPages, 'SignupSubAccountPage'),
  ),
  pageRoute(
    publicLayout,
    'signup/sub_account/phone',
    title('signupSubAccountPhone'),
    lazyRouteComponent(authPages, 'SignupSubAccountPhonePage'),
  ),
  createRoute({
    getParentRoute: () => publicLayout,
    path: 'privacy_policy',
    staticData: title('privacyPolicy', { wide: true }),
    // The policy prints the support contact the operator set (admin settings).
    loader: ({ context }) => context.queryClient.ensureQueryData(supportContactQuery),
    component: lazyRouteComponent(publicPages, 'PrivacyPolicyPage'),
  }),
  pageRoute(
    publicLayout,
    'withdrawal/complete',
    title('withdrawalComplete'),
    lazyRouteComponent(publicPages, 'WithdrawalCompletePage'),
  ),
  pageRoute(publicLayout, '404', title('notFound'), lazyRouteComponent(publicPages, 'NotFoundPage')),
  pageRoute(
    publicLayout,
    'sso/complete',
    title('ssoComplete'),
    lazyRouteComponent(() => import('../features/sso/pages/complete-page.tsx'), 'SsoCompletePage'),
  ),
  pageRoute(
    publicLayout,
    'dev/ats',
    title('devAtsReceiver', { wide: true }),
    lazyRouteComponent(() => import('../features/ats/pages/receiver-page.tsx'), 'AtsReceiverPage'),
  ),
  pageRoute(
    publicLayout,
    'risk_check/articles',
    title('riskArticles', { wide: true }),
    lazyRouteComponent(() => import('../features/risk-check/pages/articles-page.tsx'), 'RiskArticlesPage'),
  ),
  pageRoute(
    publicLayout,
    'dev/outbox',
    title('devOutbox', { wide: true }),
    lazyRouteComponent(() => import('../features/dev/pages/outbox-page.tsx'), 'OutboxPage'),
  ),
  pageRoute(
    publicLayout,
    'dev/outbox/templates',
    title('devMailTemplates', { wide: true }),
    lazyRouteComponent(() => import('../features/dev/pages/mail-templates-page.tsx'), 'MailTemplatesPage'),
  ),
];

// ------------------------------------------------------------------ signed-in area: AppShell with sidebar

const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: lazyRouteComponent(() => import('../app/layout/app-layout.tsx'), 'AppLayout'),
  /** One guard for the whole area: a session, and the leaf page's `acceptRoles` must include its role. */
  beforeLoad: async ({ context, location, matches }) => {
    const leaf = matches[matches.length - 1];
    const session = await requireSession({
      queryClient: context.queryClient,
      location,
      acceptRoles: leaf?.staticData.acceptRoles,
      mainAccountOnly: leaf?.staticData.mainAccountOnly,
    });
    return { session };
  },
});

const appRoutes = [
  // client only
  pageRoute(
    appLayout,
    'company',
    title('company', { acceptRoles: CLIENT, showInSidebar: true }),
    lazyRouteComponent(candidatePages, 'DashboardPage'),
  ),
  pageRoute(
    appLayout,
    'company/talents/$talentId/report',
    title('talentReport', { acceptRoles: CLIENT }),
    lazyRouteComponent(reportPages, 'TalentReportPage'),
  ),
  pageRoute(
    appLayout,
    'company/funnel',
    title('companyFunnel', { acceptRoles: CLIENT, showInSidebar: true }),
    lazyRouteComponent(funnelPages, 'CompanyFunnelPage'),
  ),
  pageRoute(
    appLayout,
    'admin/funnel',
    title('adminFunnel', { acceptRoles: ADMIN, showInSidebar: true }),
    lazyRouteComponent(funnelPages, 'OperatorFunnelPage'),
  ),
  pageRoute(
    appLayout,
    'template_questions',
    title('templateQuestions', { acceptRoles: CLIENT, showInSidebar: true }),
    lazyRouteComponent(templatePages, 'TemplateQuestionsPage'),
  ),
  pageRoute(
    appLayout,
    'company/accounts',
    title('companyAccounts', { acceptRoles: CLIENT, showInSidebar: true }),
    lazyRouteComponent(accountsPages, 'AccountsPage'),
  ),
  pageRoute(
    appLayout,
    'company/plan',
    title('companyPlan', { acceptRoles: CLIENT, showInSidebar: true, mainAccountOnly: true }),
    lazyRouteComponent(companyPages, 'PlanPage'),
  ),
  pageRoute(
    appLayout,
    'privacy-requests',
    title('privacyRequests', { acceptRoles: CLIENT, showInSidebar: true }),
    lazyRouteComponent(privacyQueuePage, 'PrivacyRequestsPage'),
  ),
  pageRoute(
    appLayout,
    'withdrawal',
    title('withdrawal', { acceptRoles: CLIENT }),
    lazyRouteComponent(companyPages, 'WithdrawalPage'),
  ),
  pageRoute(
    appLayout,
    'guide',
    title('guide', { acceptRoles: CLIENT }),
    lazyRouteComponent(guidePages, 'GuidePage'),
  ),
  pageRoute(
    appLayout,
    'guide/$article',
    title('guideArticle', { acceptRoles: CLIENT }),
    lazyRouteComponent(guidePages, 'GuideArticlePage'),
  ),
  // admin only
  pageRoute(
    appLayout,
    'admin',
    title('admin', { acceptRoles: ADMIN, showInSidebar: true }),
    lazyRouteComponent(adminPages, 'ClientListPage'),
  ),
  pageRoute(
    appLayout,
    'admin/payment',
    title('adminPayment', { acceptRoles: ADMIN, showInSidebar: true }),
    lazyRouteComponent(adminPages, 'PaymentPage'),
  ),
  pageRoute(
    appLayout,
    'admin/deliveries',
    title('adminDeliveries', { acceptRoles: ADMIN, showInSidebar: true }),
    lazyRouteComponent(adminPages, 'DeliveriesPage'),
  ),
  pageRoute(
    appLayout,
    'admin/announcement',
    title('adminAnnouncement', { acceptRoles: ADMIN, showInSidebar: true }),
    lazyRouteComponent(adminPages, 'AnnouncementPage'),
  ),
  pageRoute(
    appLayout,
    'admin/plan',
    title('adminPlan', { acceptRoles: ADMIN, showInSidebar: true }),
    lazyRouteComponent(adminPages, 'PlanDescriptionPage'),
  ),
  pageRoute(
    appLayout,
    'admin/privacy-requests',
    title('adminPrivacyRequests', { acceptRoles: ADMIN, showInSidebar: true }),
    lazyRouteComponent(privacyAdminPage, 'AdminPrivacyRequestsPage'),
  ),
  // any signed-in user
  pageRoute(
    appLayout,
    'config',
    title('config', { showInSidebar: true }),
    lazyRouteComponent(settingsPages, 'ConfigPage'),
  ),
  pageRoute(appLayout, 'config/card', title('configCard'), lazyRouteComponent(settingsPages, 'CardPage')),
];

// ------------------------------------------------------------------ regain-trust, FAQ and privacy request
// Reached by link, no login; phone-first single column. The referee's and the candidate's link pages (/referee…,
// /talent…) are the flow entry's (flow-main.tsx, flow/routes.ts), not this router's.

const flowLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'flow',
  component: lazyRouteComponent(() => import('../ui/layout/flow-layout.tsx'), 'FlowLayout'),
});

const flowRoutes = [
  pageRoute(
    flowLayout,
    'privacy/request',
    title('privacyRequest'),
    lazyRouteComponent(() => import('../features/privacy-requests/request-page.tsx'), 'PrivacyRequestPage'),
  ),
  pageRoute(flowLayout, 'faq/talent', title('faqTalent'), lazyRouteComponent(faqPage, 'FaqPage')),
  pageRoute(flowLayout, 'faq/referee', title('faqReferee'), lazyRouteComponent(faqPage, 'FaqPage')),
  pageRoute(
    flowLayout,
    'regain_trust/instruction',
    title('regainTrustInstruction'),
    lazyRouteComponent(regainTrustPages, 'RegainTrustInstructionPage'),
  ),
  pageRoute(
    flowLayout,
    'regain_trust/excuse',
    title('regainTrustExcuse'),
    lazyRouteComponent(regainTrustPages, 'RegainTrustExcusePage'),
  ),
  pageRoute(
    flowLayout,
    'regain_trust/confirm',
    title('regainTrustConfirm'),
    lazyRouteComponent(regainTrustPages, 'RegainTrustConfirmPage'),
  ),
  pageRoute(
    flowLayout,
    'regain_trust/complete',
    title('regainTrustComplete'),
    lazyRouteComponent(regainTrustPages, 'RegainTrustCompletePage'),
  ),
];

export const routeTree = rootRoute.addChildren([
  indexRoute,
  publicLayout.addChildren(publicRoutes),
  appLayout.addChildren(appRoutes),
  flowLayout.addChildren(flowRoutes),
  unknownRoute,
]);
