import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import {
  TERMS_OF_SERVICE_CONSTANTS as C,
  PRIVACY_POLICY_DATE,
  privacyPolicy,
  termsOfService,
} from './index.ts';

describe('terms of service', () => {
  it.each(LANGUAGES)('has 26 articles with titles and paragraphs (%s)', (lang) => {
    const terms = termsOfService(lang);
    expect(terms.articles).toHaveLength(C.articleCount);
    for (const article of terms.articles) {
      expect(article.title.trim()).toBeTruthy();
      expect(article.paragraphs.length).toBeGreaterThan(0);
      for (const p of article.paragraphs) expect(p.trim()).toBeTruthy();
    }
    expect(terms.dates).toHaveLength(2);
  });

  it.each(LANGUAGES)('states every constant (%s)', (lang) => {
    const text = JSON.stringify(termsOfService(lang));
    for (const figure of [
      `${C.lateFeeAnnualPercent}%`,
      String(C.terminationNoticeDays),
      String(C.nonCompeteYears),
      String(C.penaltyYearsOfFees),
      String(C.confidentialityYears),
      String(C.liabilityCapMonths),
      String(C.noReplyViolationDays),
      String(C.autoRenewalNoticeDays),
      String(C.changeAcceptanceMonths),
      '2020',
      '2021',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('states the figures in the Japanese articles verbatim', () => {
    const jp = termsOfService('jp').articles.map((a) => a.paragraphs.join(''));
    expect(jp[8]).toContain('年14.6%');
    expect(jp[12]).toContain('30日以上回答しない場合');
    expect(jp[13]).toContain('1年間');
    expect(jp[14]).toContain('2年分');
    expect(jp[15]).toContain('2年間');
    expect(jp[20]).toContain('14日前まで');
    expect(jp[22]).toContain('直近6か月間');
    expect(jp[6]).toContain('14日前までに');
    expect(jp[2]).toContain('1か月以内');
    expect(termsOfService('jp').dates).toEqual(['2020年9月 制定', '2021年7月 改定']);
  });
});

describe('privacy policy', () => {
  it.each(LANGUAGES)('fills in the contact phone and email (%s)', (lang) => {
    const doc = privacyPolicy(lang, { phone: '03-1234-5678', email: 'support@example.jp' });
    const text = JSON.stringify(doc);
    expect(text).toContain('03-1234-5678');
    expect(text).toContain('support@example.jp');
    expect(text).not.toMatch(/\{phone\}|\{email\}/);
    expect(doc.articles.length).toBeGreaterThanOrEqual(10);
    expect(doc.dates[0]).toMatch(/2020/);
  });

  it('is dated 2020-09-01', () => {
    expect(PRIVACY_POLICY_DATE).toBe('2020-09-01');
    expect(privacyPolicy('jp', { phone: 'p', email: 'e' }).dates).toEqual(['2020年9月1日 制定']);
  });
});
