import { Box, MantineProvider } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useQuery } from '../api/small-query.ts';
import { getSupportContact, SUPPORT_CONTACT_KEY } from '../api/support-contact.ts';
import { i18n } from '../i18n/flow.ts';
import { cssVariablesResolver } from '../ui/contrast.ts';
import { FlowFrame } from '../ui/layout/flow-frame.tsx';
import { useLocalizedTheme } from '../ui/localized-theme.ts';
import { usePathname } from '../ui/navigation.tsx';
import notificationClasses from '../ui/notifications.module.css';
import { LazyNotifications } from '../ui/toast.tsx';
import { FLOW_ROUTES } from './routes.ts';

/** The page of the current path; a path the flow does not know is the company app's (a full page load). */
function FlowPage({ pathname }: { pathname: string }) {
  const { t } = useTranslation('layout');
  const route = FLOW_ROUTES.find((r) => r.path === pathname.replace(/\/+$/, '') || r.path === pathname);
  useEffect(() => {
    if (!route) window.location.replace('/404');
  }, [route]);
  useEffect(() => {
    if (route) document.title = `${t(`routes.${route.titleKey}`)} | Refcheck`;
  }, [route, t]);
  if (!route) return null;
  const Page = route.page;
  return (
    // The fallback holds the screen's height so the footer does not show, then jump, while a chunk arrives.
    <Suspense fallback={<Box mih="100dvh" />}>
      <Page />
    </Suspense>
  );
}

function FlowShell() {
  const pathname = usePathname();
  const contact = useQuery({
    queryKey: SUPPORT_CONTACT_KEY,
    queryFn: ({ signal }) => getSupportContact(signal),
    staleTime: 5 * 60_000,
  }).data;
  return (
    <MantineProvider
      theme={useLocalizedTheme()}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <LazyNotifications position="top-right" limit={4} classNames={{ root: notificationClasses.root }} />
      <FlowFrame pathname={pathname} contact={contact}>
        <FlowPage pathname={pathname} />
      </FlowFrame>
    </MantineProvider>
  );
}

/**
 * The flow entry's shell (flow-main.tsx): the referee's and the candidate's link pages with React, the Mantine
 * components they show, their own strings and a pathname switch; no router or query library, no company-app code.
 */
export function FlowApp() {
  return (
    <I18nextProvider i18n={i18n}>
      <FlowShell />
    </I18nextProvider>
  );
}
