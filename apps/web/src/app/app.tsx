import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { queryClient } from '../api/query-client.ts';
import { i18n } from '../i18n/index.ts';
import { cssVariablesResolver } from '../ui/contrast.ts';
import { theme } from '../ui/theme.ts';
import notificationClasses from './layout/notifications.module.css';
import { router } from './router.ts';

/**
 * The theme with the names of Mantine's icon-only controls in the current language: every dialog's close button
 * and every pagination arrow has an accessible name without each page passing one (WCAG 4.1.2).
 */
function useLocalizedTheme() {
  const { t } = useTranslation();
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
          Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
          Alert: { defaultProps: { closeButtonLabel: t('actions.close') } },
          Pagination: {
            defaultProps: {
              getControlProps: (control: 'first' | 'previous' | 'next' | 'last') => ({
                'aria-label': t(`pagination.${control}`),
              }),
            },
          },
        },
      }),
    [t],
  );
}

function ThemedApp() {
  return (
    <MantineProvider
      theme={useLocalizedTheme()}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Notifications position="top-right" limit={4} classNames={{ root: notificationClasses.root }} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemedApp />
    </I18nextProvider>
  );
}
