import type { Language } from '@refcheck/domain';

export type { Language };

/**
 * The domain's LANGUAGES, mirrored as a type-checked constant: importing the domain's values pulls zod (its
 * enums are zod schemas) into the entry chunk that every page, including the referee's, downloads first.
 * `satisfies` and the check below fail the build if the two lists ever differ.
 */
export const LANGUAGES = ['jp', 'en', 'cn'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'jp';
type MissingLanguage = Exclude<Language, (typeof LANGUAGES)[number]>;
const everyLanguageListed: MissingLanguage extends never ? true : false = true;
void everyLanguageListed;

/** The spec's language codes (jp, cn) are not BCP 47: this is what HTML `lang` and `Accept-Language` carry. */
export const BCP47: Record<Language, string> = { jp: 'ja', en: 'en', cn: 'zh-Hans' };

/** Each language is named in itself, whatever the current language is. */
export const LANGUAGE_LABELS: Record<Language, string> = { jp: '日本語', en: 'English', cn: '中文' };

const STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
