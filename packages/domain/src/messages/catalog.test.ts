import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../enums.ts';
import { catalog, interpolate, isMessageKey, MESSAGE_NAMESPACES, messageKeys, translate } from './catalog.ts';
import { defineNamespace } from './define.ts';

describe('message catalog', () => {
  it('has the namespaces of both specs, the trust signals, webhooks, the public API, the check steps, invoices and sign-in factors', () => {
    expect(MESSAGE_NAMESPACES.sort()).toEqual(
      [
        'admin',
        'api',
        'auth',
        'common',
        'company',
        'factors',
        'fairHiring',
        'invoices',
        'notify',
        'privacyRecords',
        'privacy',
        'referee',
        'remind',
        'steps',
        'talent',
        'terms',
        'trust',
        'validation',
        'webhooks',
      ].sort(),
    );
  });

  it('has every key, non-empty, in every language', () => {
    for (const ns of MESSAGE_NAMESPACES) {
      const jpKeys = Object.keys(catalog[ns].jp).sort();
      for (const lang of LANGUAGES) {
        const table = catalog[ns][lang] as Record<string, string>;
        expect(Object.keys(table).sort(), `${ns} ${lang}`).toEqual(jpKeys);
        for (const key of jpKeys) expect(table[key]?.trim(), `${ns}.${key} ${lang}`).toBeTruthy();
      }
    }
  });

  it('uses the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of messageKeys) {
      const jp = placeholders(translate('jp', key));
      for (const lang of LANGUAGES) expect(placeholders(translate(lang, key)), `${key} ${lang}`).toEqual(jp);
    }
  });

  it('lists dotted keys', () => {
    expect(messageKeys).toContain('validation.nameRequired');
    expect(messageKeys).toContain('referee.answerNotSaved');
    expect(new Set(messageKeys).size).toBe(messageKeys.length);
    expect(isMessageKey('validation.nameRequired')).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
  });

  it('keeps the spec Japanese verbatim', () => {
    expect(translate('jp', 'validation.nameRequired')).toBe('氏名を入力してください');
    expect(translate('jp', 'validation.breakdownDuplicated')).toBe('推薦者内訳が重複しています。');
    expect(translate('jp', 'validation.securityCodeInvalid')).toBe(
      'セキュリティコードは3~4文字で入力してください',
    );
    expect(translate('jp', 'validation.announcementCategoryRequired')).toBe('カテゴリーを選択してください。');
    expect(translate('jp', 'common.confirmSend')).toBe('本当に送信しますか?');
    expect(translate('jp', 'referee.answerNotSaved')).toBe(
      '回答を正常に保存できませんでした。通信環境をお確かめの上、もう一度お試し下さい。',
    );
    expect(translate('jp', 'company.subAccountEmailAlreadyUsed')).toBe(
      translate('jp', 'validation.emailAlreadyUsed'),
    );
  });

  it('translates with parameters', () => {
    expect(translate('jp', 'auth.ipRetrievalFailed', { code: 'E1' })).toBe(
      'IPアドレス取得できませんでした。ログイン画面に戻ります。エラーコード：E1',
    );
    expect(translate('en', 'validation.numberOfPeopleBelowRegistered', { registered: 3 })).toContain(
      '3 referees',
    );
    expect(translate('cn', 'common.errorCode', { code: 42 })).toBe('错误代码：42');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
    expect(interpolate('{a}')).toBe('{a}');
  });

  it('makes a missing translation a type error', () => {
    // @ts-expect-error en lacks key b
    defineNamespace({ a: 'あ', b: 'い' }, { a: 'a' }, { a: 'a', b: 'b' });
    // @ts-expect-error cn has an extra key
    defineNamespace({ a: 'あ' }, { a: 'a' }, { a: 'a', c: 'c' });
    // @ts-expect-error unknown key
    expect(translate('jp', 'validation.unknownKey')).toBe('validation.unknownKey');
    // @ts-expect-error unknown namespace
    expect(translate('jp', 'nowhere.key')).toBe('nowhere.key');
  });
});
