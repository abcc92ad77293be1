import type { MessageKey, MessageParams } from '@refcheck/domain/messages/catalog';
import { useTranslation } from 'react-i18next';
import { domainText } from '../i18n/domain-text.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';

/**
 * The spec's fixed wording lives in @refcheck/domain's catalogs (talent, company, notify, remind, validation…):
 * this returns `m(key, params)` in the current UI language, re-rendering when the language changes. The texts come
 * from the entry's registered catalog (i18n/domain-text.ts). Import the domain by file path in the browser: its
 * barrel pulls iconv-lite.
 */
export function useDomainText() {
  const { i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'jp';
  const m = <K extends MessageKey>(key: K, params?: MessageParams<K>) => domainText(lang, key, params);
  return { m, lang };
}
