import type { Role } from '@refcheck/domain';
import type { RouteTitleKey } from '../i18n/route-titles.ts';

export type { RouteTitleKey };

/** What every page route declares. Layout routes (pathless) carry none of it. */
export interface PageStaticData {
  /** Roles allowed on the route; absent means any signed-in user (inside the app layout) or anyone (outside). */
  acceptRoles?: Role[];
  titleKey: RouteTitleKey;
  showInSidebar?: boolean;
  /** Not for sub-accounts (spec 6: the plan page): hidden from their sidebar, and they are sent to /company. */
  mainAccountOnly?: boolean;
  /** Public layout only: a wide container instead of the centred card (privacy policy, dev outbox). */
  wide?: boolean;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption extends Partial<PageStaticData> {}
}
