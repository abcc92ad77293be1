import type { jp } from './locales/jp/index.ts';

/** A key of `layout:routes.*`: the page title, breadcrumb and sidebar label of a route. */
export type RouteTitleKey = keyof typeof jp.layout.routes;
