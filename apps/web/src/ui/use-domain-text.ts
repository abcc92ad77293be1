import { type MessageKey, type MessageParams, translate } from '@refcheck/domain/messages/catalog';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../i18n/languages.ts';

/**
 * The spec's fixed wording lives in @refcheck/domain's catalogs (talent, company, notify, remind, validation…):
 * this returns `m(key, params)` in the current UI language, re-rendering when the language changes.
 * Only for lazily loaded chunks. Import the domain by file path in the browser: its barrel pulls iconv-lite.
 */
export function useDomainText() {
  const { i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'jp';
  const m = <K extends MessageKey>(key: K, params?: MessageParams<K>) => translate(lang, key, params);
  return { m, lang };
}
