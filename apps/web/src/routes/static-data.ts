import type { Role } from '@refcheck/domain';
import type { jp } from '../i18n/locales/jp/index.ts';

/** A key of `layout:routes.*`: the page title, breadcrumb and sidebar label of a route. */
export type RouteTitleKey = keyof typeof jp.layout.routes;

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
