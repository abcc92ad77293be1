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
import { jp } from './locales/jp/index.ts';

/**
 * Japanese (the default and the fallback) is bundled; English and Chinese are chunks of their own, loaded when a
 * page first needs them (the stored language at start-up, a link's language, the language menu), so a referee
 * opening a Japanese link downloads one language, not three.
 */
export const NAMESPACES = Object.keys(jp) as (keyof typeof jp)[];
const otherLanguages: Record<Exclude<Language, 'jp'>, () => Promise<Record<string, object>>> = {
  en: () => import('./locales/en/index.ts').then((m) => m.en),
  cn: () => import('./locales/cn/index.ts').then((m) => m.cn),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { jp },
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

/** Makes a language's texts available (once); Japanese always is. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'jp' || i18n.hasResourceBundle(language, 'common')) return;
  const catalog = await otherLanguages[language]();
  for (const [namespace, texts] of Object.entries(catalog)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}
