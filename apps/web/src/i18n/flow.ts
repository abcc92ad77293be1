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
/** Each namespace file of each language: its own chunk, loaded when the flow needs it in that language. */
const NAMESPACES: Record<Flow, Record<string, Record<Language, Loader>>> = {
  referee: {
    common: {
      jp: () => import('./locales/jp/common.ts'),
      en: () => import('./locales/en/common.ts'),
      cn: () => import('./locales/cn/common.ts'),
    },
    layout: {
      jp: () => import('./locales/jp/layout.ts'),
      en: () => import('./locales/en/layout.ts'),
      cn: () => import('./locales/cn/layout.ts'),
    },
    referee: {
      jp: () => import('./locales/jp/referee.ts'),
      en: () => import('./locales/en/referee.ts'),
      cn: () => import('./locales/cn/referee.ts'),
    },
  },
  talent: {
    common: {
      jp: () => import('./locales/jp/common.ts'),
      en: () => import('./locales/en/common.ts'),
      cn: () => import('./locales/cn/common.ts'),
    },
    layout: {
      jp: () => import('./locales/jp/layout.ts'),
      en: () => import('./locales/en/layout.ts'),
      cn: () => import('./locales/cn/layout.ts'),
    },
    talentFlow: {
      jp: () => import('./locales/jp/talent-flow.ts'),
      en: () => import('./locales/en/talent-flow.ts'),
      cn: () => import('./locales/cn/talent-flow.ts'),
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
    ...namespaces.map(([, load]) => load[language]() as Promise<Record<string, object>>),
  ]);
  domainTables[language] = domain.default;
  return Object.fromEntries(namespaces.map(([namespace], i) => [namespace, modules[i]![namespace]!]));
});

registerDomainText((language, key) => {
  const dot = key.indexOf('.');
  const table = domainTables[language] ?? domainTables.jp;
  return table?.[key.slice(0, dot)]?.[key.slice(dot + 1)];
});

export { changeLanguage, currentLanguage, i18n, loadLanguage } from './instance.ts';
