import type { MessageKey, MessageParams } from '@refcheck/domain/messages/catalog';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { domainText } from '../i18n/domain-text.ts';
import { isLanguage, type Language } from '../i18n/languages.ts';

/**
 * The one hook for the spec's fixed wording, which lives in @refcheck/domain's catalogs (talent, company, notify,
 * remind, validation…): `m(key, params)` in the current UI language (stable until the language changes) and `lang`,
 * re-rendering when the language changes. The texts come from the entry's registered catalog
 * (i18n/domain-text.ts). Import the domain by file path in the browser: its barrel pulls iconv-lite.
 */
export function useDomainText() {
  const { i18n } = useTranslation();
  const lang: Language = isLanguage(i18n.language) ? i18n.language : 'jp';
  const m = useCallback(
    <K extends MessageKey>(key: K, params?: MessageParams<K>) => domainText(lang, key, params),
    [lang],
  );
  return { m, lang };
}
