import { isMessageKey, messageText } from '@refcheck/domain/messages/catalog';
import { registerDomainText } from './domain-text.ts';
import { addCatalog, registerCatalogs } from './instance.ts';
import type { Language } from './languages.ts';
import { jp } from './locales/jp/index.ts';

/**
 * The company app's catalogs. Japanese (the default and the fallback) is bundled; English and Chinese are chunks of
 * their own, loaded when a page first needs them (the stored language at start-up, the language menu).
 * The link pages (referee, candidate) have their own, smaller catalogs: i18n/flow.ts.
 */
export const NAMESPACES = Object.keys(jp) as (keyof typeof jp)[];
const catalogs: Record<Language, () => Promise<Record<string, object>>> = {
  jp: async () => jp,
  en: () => import('./locales/en/index.ts').then((m) => m.en),
  cn: () => import('./locales/cn/index.ts').then((m) => m.cn),
};

addCatalog('jp', jp);
registerCatalogs((language) => catalogs[language]());
registerDomainText((language, key) => (isMessageKey(key) ? messageText(language, key) : undefined));

export { changeLanguage, currentLanguage, i18n, loadLanguage } from './instance.ts';
