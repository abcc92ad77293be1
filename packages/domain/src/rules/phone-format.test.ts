import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';
import { formatPhone, nationalDigits } from './phone-format.ts';

describe('phone numbers shown the way people read them', () => {
  it('a Japanese mobile typed 08028142589 with +81 is stored +818028142589 and shown 080-2814-2589', () => {
    const stored = toE164('+81', '08028142589');
    expect(stored).toBe('+818028142589');
    expect(formatPhone(stored)).toBe('080-2814-2589');
    expect(nationalDigits(stored)).toBe('08028142589');
  });

  it('a Tokyo landline and a US number', () => {
    expect(formatPhone('+81312345678')).toBe('03-1234-5678');
    expect(formatPhone('+12015550123')).toBe('+1 201 555 0123');
    expect(nationalDigits('+12015550123')).toBe('2015550123');
  });

  it('keeps what it cannot read', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('abc')).toBe('abc');
    expect(nationalDigits('09011112222')).toBe('09011112222');
    expect(nationalDigits('+0')).toBe('+0');
  });
});
