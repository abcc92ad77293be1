import { mergeThemeOverrides } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { theme } from './theme.ts';

/**
 * The theme with the names of Mantine's icon-only controls in the current language: every dialog's close button
 * and every pagination arrow has an accessible name without each page passing one (WCAG 4.1.2).
 */
export function useLocalizedTheme() {
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
