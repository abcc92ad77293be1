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
import { cn } from './locales/cn/index.ts';
import { en } from './locales/en/index.ts';
import { jp } from './locales/jp/index.ts';

/**
 * Catalogs are bundled (they are small); later namespaces (the spec's referee, talent, remind, notify, terms
 * from @refcheck/domain) are added to each language object here, or with `i18n.addResourceBundle` from a lazy
 * chunk when they are only needed there.
 */
export const resources = { jp, en, cn } as const;
export const NAMESPACES = Object.keys(jp) as (keyof typeof jp)[];

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: 'jp',
  supportedLngs: [...LANGUAGES],
  ns: NAMESPACES,
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

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'jp';
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}
