/**
 * Consent evidence (APPI Art. 27; issue 23 item 1): which text a person agreed to, as a version = the SHA-256 of
 * the text shown, in the language shown. The server computes it from its own copy of the text, never from the
 * client. Candidates and referees agree to the privacy policy, a company's main account to the terms of service.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../enums.ts';
import { termsOfService } from '../legal/index.ts';
import { privacyPolicy } from '../legal/privacy-policy.ts';
import type { LegalDocument } from '../legal/types.ts';
import { translate } from '../messages/catalog.ts';
import { formatTokyoDateTime } from '../rules/tokyo-time.ts';
import { sha256Hex } from './sha256.ts';

export const CONSENT_KINDS = ['candidatePrivacy', 'refereePrivacy', 'companyTerms'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Who gave a consent (the consent record's subject kind). */
export const CONSENT_SUBJECTS = ['candidate', 'referee', 'companyUser'] as const;
export type ConsentSubject = (typeof CONSENT_SUBJECTS)[number];

/** The length of the short version the report shows. */
export const CONSENT_VERSION_SHORT_LENGTH = 12;

/**
 * The agreed document as shown, in `lang`. The privacy policy's contact lines are kept as their placeholders: the
 * operator may change the support phone and mail, which does not change what was agreed.
 */
export function consentDocument(kind: ConsentKind, lang: Language): LegalDocument {
  if (kind === 'companyTerms') return termsOfService(lang);
  return privacyPolicy(lang, { phone: '{phone}', email: '{email}' });
}

/** The canonical text of a document: title, preamble, articles (title and paragraphs) and dates, one per line. */
export function consentText(kind: ConsentKind, lang: Language): string {
  const doc = consentDocument(kind, lang);
  return [
    doc.title,
    ...doc.preamble,
    ...doc.articles.flatMap((a) => [a.title, ...a.paragraphs]),
    ...doc.dates,
  ].join('\n');
}

const versions = new Map<string, string>();

/** The version of the text `kind` shows in `lang`: the SHA-256 (hex) of its canonical text. */
export function consentTextVersion(kind: ConsentKind, lang: Language): string {
  const key = `${kind}:${lang}`;
  let version = versions.get(key);
  if (!version) {
    version = sha256Hex(consentText(kind, lang));
    versions.set(key, version);
  }
  return version;
}

/** The short form of a version the report shows (its first 12 hex digits). */
export const shortConsentVersion = (version: string) => version.slice(0, CONSENT_VERSION_SHORT_LENGTH);

/**
 * The body of a consent: the language the page showed (the server hashes its own copy of that text). Optional:
 * a consent without a body (older clients) is recorded in the person's own language.
 */
export const consentBodySchema = z.object({ language: z.enum(LANGUAGES).optional() }).nullish();

/** The report's consent lines (page and PDF): the title, then when and which version, in `lang`. */
export function consentSummary(
  consent: { at: string; version: string } | null,
  lang: Language,
): { title: string; lines: string[] } {
  const title = translate(lang, 'privacyRecords.consentTitle');
  if (!consent) return { title, lines: [translate(lang, 'privacyRecords.consentNone')] };
  // Japanese and Chinese take the full-width colon.
  const colon = lang === 'en' ? ': ' : '：';
  return {
    title,
    lines: [
      `${translate(lang, 'privacyRecords.consentedAt')}${colon}${formatTokyoDateTime(new Date(consent.at))}`,
      `${translate(lang, 'privacyRecords.consentVersion')}${colon}${shortConsentVersion(consent.version)}`,
    ],
  };
}
