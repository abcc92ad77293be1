import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import {
  CONSENT_KINDS,
  consentBodySchema,
  consentSummary,
  consentText,
  consentTextVersion,
  shortConsentVersion,
} from './consent-version.ts';
import { sha256Hex } from './sha256.ts';

describe('sha256Hex', () => {
  it('matches FIPS 180-4 vectors and sha256sum on UTF-8 text across block boundaries', () => {
    const vectors: [string, string][] = [
      ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
      ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
      ['候補者の同意', '92af0079c7d1e8a9547ad13b528d9ee10774ed806b82660d4972c24a6987b35b'],
      ['a'.repeat(55), '9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318'],
      ['a'.repeat(64), 'ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb'],
      ['𠮷髙①', '7a7f3b99bd6161fff98df5f6da3f41f3de902a69b2fa36bc54f734e1a50c4b8f'],
      ['同意'.repeat(500), '2f975b65bf115f3f33c8bed72bcbfec8831c9a4705ebce2888f501d6ed853253'],
    ];
    for (const [text, hex] of vectors) expect(sha256Hex(text)).toBe(hex);
  });
});

describe('consentTextVersion', () => {
  it('is the SHA-256 of the canonical text and stable per kind and language', () => {
    for (const kind of CONSENT_KINDS) {
      for (const lang of LANGUAGES) {
        const version = consentTextVersion(kind, lang);
        expect(version).toMatch(/^[0-9a-f]{64}$/);
        expect(version).toBe(sha256Hex(consentText(kind, lang)));
        expect(consentTextVersion(kind, lang)).toBe(version);
      }
    }
  });

  it('differs across languages and between the privacy policy and the terms', () => {
    for (const kind of CONSENT_KINDS) {
      expect(new Set(LANGUAGES.map((l) => consentTextVersion(kind, l))).size).toBe(3);
    }
    expect(consentTextVersion('companyTerms', 'jp')).not.toBe(consentTextVersion('candidatePrivacy', 'jp'));
    // Candidates and referees are shown the same privacy policy: the same text, the same version.
    expect(consentTextVersion('refereePrivacy', 'en')).toBe(consentTextVersion('candidatePrivacy', 'en'));
  });

  it('hashes the text shown: the policy keeps its contact placeholders, the terms their articles', () => {
    expect(consentText('candidatePrivacy', 'jp')).toContain('プライバシーポリシー');
    expect(consentText('candidatePrivacy', 'jp')).toContain('{email}');
    expect(consentText('companyTerms', 'jp')).toContain('第26条');
  });

  it('has a 12-digit short form and a body that defaults to no language', () => {
    expect(shortConsentVersion(consentTextVersion('candidatePrivacy', 'jp'))).toHaveLength(12);
    expect(consentBodySchema.parse(undefined)).toBeUndefined();
    expect(consentBodySchema.parse(null)).toBeNull();
    expect(consentBodySchema.parse({ language: 'cn' })).toEqual({ language: 'cn' });
    expect(consentBodySchema.safeParse({ language: 'fr' }).success).toBe(false);
  });
});

describe('consentSummary', () => {
  it('shows the time in Tokyo and the short version, in the language asked', () => {
    const consent = { at: '2025-03-31T15:30:00.000Z', version: 'abcdef0123456789'.repeat(4) };
    expect(consentSummary(consent, 'jp')).toEqual({
      title: '候補者の同意',
      lines: ['同意日時：2025/04/01 00:30', '同意文の版：abcdef012345'],
    });
    expect(consentSummary(consent, 'en').lines[1]).toBe('Consent text version: abcdef012345');
    expect(consentSummary(null, 'cn').lines).toEqual(['没有同意记录']);
  });
});
