import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitleKey } from './use-route-title.ts';

/** The root: sets the document title from the current route and renders the matched layout. */
export function RootLayout() {
  const { t } = useTranslation('layout');
  const titleKey = useRouteTitleKey();

  useEffect(() => {
    document.title = titleKey ? `${t(`routes.${titleKey}`)} | Refcheck` : 'Refcheck';
  }, [t, titleKey]);

  return <Outlet />;
}
