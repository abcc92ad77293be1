import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { RouteTitleKey } from '../i18n/route-titles.ts';

/** The title key of the deepest matched route that has one. */
export function useRouteTitleKey(): RouteTitleKey | undefined {
  return useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.titleKey)?.staticData.titleKey,
  });
}

/** The localized title of the current page. */
export function useRouteTitle(): string {
  const { t } = useTranslation(['layout', 'common']);
  const key = useRouteTitleKey();
  return key ? t(`routes.${key}`) : t('common:appName');
}
