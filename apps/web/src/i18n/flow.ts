import { toI18next } from './braces.ts';
import { registerDomainText } from './domain-text.ts';
import { registerCatalogs } from './instance.ts';
import type { Language } from './languages.ts';

/**
 * The flow entry's texts (referee and candidate link pages): the namespaces of the flow the page belongs to, in the
 * active language, loaded on demand (each namespace file of locales/<language>/ is a chunk of its own), and the
 * domain texts of that flow (apps/web/flow-messages.ts). Never the company app's catalogs (i18n/index.ts).
 */
type Table = Record<string, Record<string, string>>;
type Flow = 'referee' | 'talent';

const flow: Flow = window.location.pathname.startsWith('/talent') ? 'talent' : 'referee';
type Loader = () => Promise<object>;
const common: Record<Language, Loader> = {
  jp: () => import('./locales/jp/common.ts').then((m) => m.common),
  en: () => import('./locales/en/common.ts').then((m) => m.common),
  cn: () => import('./locales/cn/common.ts').then((m) => m.common),
};
const layout: Record<Language, Loader> = {
  jp: () => import('./locales/jp/layout.ts').then((m) => m.layout),
  en: () => import('./locales/en/layout.ts').then((m) => m.layout),
  cn: () => import('./locales/cn/layout.ts').then((m) => m.layout),
};
/**
 * Each namespace file of each language: its own chunk, loaded when the flow needs it in that language. The referee
 * namespace's `messages` (the domain's referee texts) come from the domain table, not from a module holding all
 * three languages.
 */
const NAMESPACES: Record<Flow, Record<string, Record<Language, Loader>>> = {
  referee: {
    common,
    layout,
    referee: {
      jp: () => import('./locales/jp/referee-pages.ts').then((m) => m.refereePages),
      en: () => import('./locales/en/referee-pages.ts').then((m) => m.refereePages),
      cn: () => import('./locales/cn/referee-pages.ts').then((m) => m.refereePages),
    },
    refereeDecline: {
      jp: () => import('./locales/jp/referee-decline.ts').then((m) => m.refereeDecline),
      en: () => import('./locales/en/referee-decline.ts').then((m) => m.refereeDecline),
      cn: () => import('./locales/cn/referee-decline.ts').then((m) => m.refereeDecline),
    },
  },
  talent: {
    common,
    layout,
    talentFlow: {
      jp: () => import('./locales/jp/talent-flow.ts').then((m) => m.talentFlow),
      en: () => import('./locales/en/talent-flow.ts').then((m) => m.talentFlow),
      cn: () => import('./locales/cn/talent-flow.ts').then((m) => m.talentFlow),
    },
    refereeDecline: {
      jp: () => import('./locales/jp/referee-decline.ts').then((m) => m.refereeDecline),
      en: () => import('./locales/en/referee-decline.ts').then((m) => m.refereeDecline),
      cn: () => import('./locales/cn/referee-decline.ts').then((m) => m.refereeDecline),
    },
  },
};

const domainLoaders: Record<`${Flow}/${Language}`, () => Promise<{ default: Table }>> = {
  'referee/jp': () => import('virtual:flow-messages/referee/jp'),
  'referee/en': () => import('virtual:flow-messages/referee/en'),
  'referee/cn': () => import('virtual:flow-messages/referee/cn'),
  'talent/jp': () => import('virtual:flow-messages/talent/jp'),
  'talent/en': () => import('virtual:flow-messages/talent/en'),
  'talent/cn': () => import('virtual:flow-messages/talent/cn'),
};

/** The domain texts of the loaded languages. */
const domainTables: Partial<Record<Language, Table>> = {};

registerCatalogs(async (language) => {
  const namespaces = Object.entries(NAMESPACES[flow]);
  const [domain, ...modules] = await Promise.all([
    domainLoaders[`${flow}/${language}`](),
    ...namespaces.map(([, load]) => load[language]()),
  ]);
  domainTables[language] = domain.default;
  const catalog: Record<string, object> = Object.fromEntries(
    namespaces.map(([namespace], i) => [namespace, modules[i]!]),
  );
  if (catalog.referee)
    catalog.referee = { messages: toI18next(domain.default.referee ?? {}), ...catalog.referee };
  return catalog;
});

registerDomainText((language, key) => {
  const dot = key.indexOf('.');
  const table = domainTables[language] ?? domainTables.jp;
  return table?.[key.slice(0, dot)]?.[key.slice(dot + 1)];
});

export { changeLanguage, currentLanguage, i18n, loadLanguage } from './instance.ts';
