import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  BCP47,
  isLanguage,
  LANGUAGES,
  type Language,
  readStoredLanguage,
  storeLanguage,
} from './languages.ts';

/**
 * The one i18next instance, without catalogs: each entry registers the catalogs it needs (i18n/index.ts: the
 * company app's, Japanese bundled; i18n/flow.ts: the link pages' few namespaces, each language a chunk of its own),
 * so the referee's entry never carries the company app's strings. Pages, ui/ and api/ import this module.
 */
export type Catalog = Record<string, object>;
type CatalogLoader = (language: Language) => Promise<Catalog>;

let loadCatalog: CatalogLoader = async () => ({});

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: readStoredLanguage(),
  fallbackLng: 'jp',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  initAsync: false,
  react: { useSuspense: false },
});

function applyDocumentLanguage(language: string): void {
  if (isLanguage(language)) document.documentElement.lang = BCP47[language];
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

export function addCatalog(language: Language, catalog: Catalog): void {
  for (const [namespace, texts] of Object.entries(catalog)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

/** The entry's catalogs: `load` gives a language's namespaces (once per language, see loadLanguage). */
export function registerCatalogs(load: CatalogLoader): void {
  loadCatalog = load;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'jp';
}

/** Makes a language's texts available (once). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  addCatalog(language, await loadCatalog(language));
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}
