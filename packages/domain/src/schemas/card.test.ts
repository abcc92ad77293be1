import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cardExpire,
  cardExpireYears,
  cardNumberMaxLength,
  cardSchema,
  cutSecurityCode,
  formatCardNumber,
  passesLuhn,
} from './card.ts';
import { localizeIssues } from './localize.ts';

function errors(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : localizeIssues(result.error, 'jp').map(({ path, code }) => `${path}:${code}`);
}

const now = new Date(2025, 5, 15);
const schema = cardSchema(now);
const card = {
  cardNumber: '4111 1111 1111 1111',
  name: 'taro yamada',
  expireMonth: '12',
  expireYear: '2027',
  securityCode: '123',
  isAgreeToTerms: true,
};

describe('card form', () => {
  it('accepts a valid card and gives the provider values', () => {
    const parsed = schema.parse(card);
    expect(parsed.cardNumber).toBe('4111111111111111');
    expect(parsed.name).toBe('TARO YAMADA');
    expect(cardExpire(parsed)).toBe('202712');
    expect(errors(schema, { ...card, cardNumber: '3782 822463 10005' })).toEqual([]);
  });

  it('formats and limits the number', () => {
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782')).toBe('3782');
    expect(formatCardNumber('')).toBe('');
    expect(cardNumberMaxLength('4111')).toBe(19);
    expect(cardNumberMaxLength('37')).toBe(17);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it.each([
    ['4111 1111 1111 1112', 'bad checksum'],
    ['4111 1111 1111 1111 1', 'too long with spaces'],
    ['3782 8224 6310 005', 'Amex grouped over 17'],
    ['3782822463100050', 'Amex-like with 16 digits'],
    ['4111-1111-1111-1111', 'hyphens'],
    ['4111 1111 1111', 'too short'],
    ['', 'empty'],
  ])('rejects %s (%s)', (cardNumber) => {
    expect(errors(schema, { ...card, cardNumber })).toEqual(['cardNumber:validation.cardNumberInvalid']);
  });

  it.each([
    ['00', false],
    ['01', true],
    ['12', true],
    ['13', false],
    ['1', false],
  ])('month %s valid: %s', (expireMonth, ok) => {
    expect(errors(schema, { ...card, expireMonth })).toEqual(
      ok ? [] : ['expireMonth:validation.expireMonthInvalid'],
    );
  });

  it('offers 10 years from the current year', () => {
    expect(cardExpireYears(now)).toEqual([
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
    ]);
    expect(errors(schema, { ...card, expireYear: '2024' })).toEqual([
      'expireYear:validation.expireYearInvalid',
    ]);
    expect(errors(schema, { ...card, expireYear: '2025' })).toEqual([]);
    expect(errors(schema, { ...card, expireYear: '2034' })).toEqual([]);
    expect(errors(schema, { ...card, expireYear: '2035' })).toEqual([
      'expireYear:validation.expireYearInvalid',
    ]);
  });

  it('refuses a card that expired earlier this year', () => {
    expect(errors(schema, { ...card, expireYear: '2025', expireMonth: '05' })).toEqual([
      'expireMonth:validation.cardExpired',
    ]);
    expect(errors(schema, { ...card, expireYear: '2025', expireMonth: '06' })).toEqual([]);
  });

  it.each([
    ['12', false],
    ['123', true],
    ['1234', true],
    ['12345', false],
    ['12a', false],
  ])('security code %s valid: %s', (securityCode, ok) => {
    expect(errors(schema, { ...card, securityCode })).toEqual(
      ok ? [] : ['securityCode:validation.securityCodeInvalid'],
    );
  });

  it('cuts the security code to 4 digits and uses the spec message', () => {
    expect(cutSecurityCode('12a345')).toBe('1234');
    const result = schema.safeParse({ ...card, securityCode: '1' });
    expect(localizeIssues(result.error!, 'jp')[0]?.message).toBe(
      'セキュリティコードは3~4文字で入力してください',
    );
  });

  it('needs the holder name and the terms agreement', () => {
    expect(errors(schema, { ...card, name: '' })).toEqual(['name:validation.cardNameRequired']);
    expect(errors(schema, { ...card, name: '山田太郎' })).toEqual(['name:validation.cardNameInvalid']);
    expect(errors(schema, { ...card, name: 'A'.repeat(50) })).toEqual([]);
    expect(errors(schema, { ...card, name: 'A'.repeat(51) })).toEqual(['name:validation.cardNameInvalid']);
    expect(errors(schema, { ...card, isAgreeToTerms: false })).toEqual([
      'isAgreeToTerms:validation.cardTermsRequired',
    ]);
  });
});
