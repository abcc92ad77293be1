import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../api/query-client.ts';
import { i18n } from '../i18n/index.ts';
import { cssVariablesResolver } from '../ui/contrast.ts';
import { useLocalizedTheme } from '../ui/localized-theme.ts';
import notificationClasses from '../ui/notifications.module.css';
import { router } from './router.ts';

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
