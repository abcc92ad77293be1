/** Terms of service and privacy policy, structured, in jp, en and cn. */
import type { Language } from '../enums.ts';
import { TERMS_OF_SERVICE_CN } from './terms-cn.ts';
import { TERMS_OF_SERVICE_EN } from './terms-en.ts';
import { TERMS_OF_SERVICE_JP } from './terms-jp.ts';
import type { LegalDocument } from './types.ts';

export * from './constants.ts';
export * from './privacy-policy.ts';
export type { LegalArticle, LegalDocument } from './types.ts';

const TERMS: Record<Language, LegalDocument> = {
  jp: TERMS_OF_SERVICE_JP,
  en: TERMS_OF_SERVICE_EN,
  cn: TERMS_OF_SERVICE_CN,
};

/** The terms of service (26 articles; enacted 2020-09, revised 2021-07) in `lang`. */
export function termsOfService(lang: Language): LegalDocument {
  return TERMS[lang];
}
