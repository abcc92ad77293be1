import { describe, expect, it } from 'vitest';
import {
  cardFlagMessageKey,
  cardRegistrationRequestSchema,
  cardResultPath,
  MASKED_CARD_PATTERN,
} from './card-registration.ts';

describe('card registration request', () => {
  it('accepts a token with a masked number', () => {
    expect(
      cardRegistrationRequestSchema.parse({
        token: 't',
        maskedCardNo: '411111******1111',
        isAgreeToTerms: true,
      }),
    ).toEqual({
      token: 't',
      maskedCardNo: '411111******1111',
      isAgreeToTerms: true,
    });
    // The terms must be agreed to.
    expect(
      cardRegistrationRequestSchema.safeParse({ token: 't', maskedCardNo: '411111******1111' }).success,
    ).toBe(false);
    expect(
      cardRegistrationRequestSchema.safeParse({
        token: 't',
        maskedCardNo: '411111******1111',
        isAgreeToTerms: false,
      }).success,
    ).toBe(false);
    expect(MASKED_CARD_PATTERN.test('************4242')).toBe(true);
  });

  it('refuses a full card number in the masked field, and an empty token', () => {
    expect(
      cardRegistrationRequestSchema.safeParse({ token: 't', maskedCardNo: '4111111111111111' }).success,
    ).toBe(false);
    expect(
      cardRegistrationRequestSchema.safeParse({ token: '', maskedCardNo: '411111******1111' }).success,
    ).toBe(false);
  });
});

describe('card result flag', () => {
  it('maps the flag and reason to the spec message', () => {
    expect(cardFlagMessageKey('CardRegistrationSuccessful')).toBe('company.cardRegistrationSuccessful');
    expect(cardFlagMessageKey('CardRegistrationFailed', 'INVALID_CARD')).toBe('company.cardInvalidCard');
    expect(cardFlagMessageKey('CardRegistrationFailed', 'FAILED')).toBe('company.cardRegistrationFailed');
    expect(cardFlagMessageKey('CardRegistrationFailed')).toBe('company.cardRegistrationFailed');
  });

  it('builds the /config path', () => {
    expect(cardResultPath('CardRegistrationSuccessful')).toBe('/config?card=CardRegistrationSuccessful');
    expect(cardResultPath('CardRegistrationFailed', 'INVALID_CARD')).toBe(
      '/config?card=CardRegistrationFailed&reason=INVALID_CARD',
    );
  });
});
