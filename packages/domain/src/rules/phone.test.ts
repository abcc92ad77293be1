import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_CODE } from './constants.ts';
import { toE164 } from './phone.ts';

describe('toE164', () => {
  it('drops the national leading 0', () => {
    expect(toE164(DEFAULT_COUNTRY_CODE, '09012345678')).toBe('+819012345678');
    expect(toE164('+81', '0312345678')).toBe('+81312345678');
  });
  it('drops separators and accepts a code without plus', () => {
    expect(toE164('81', '090-1234-5678')).toBe('+819012345678');
    expect(toE164(' +86 ', '138 0013 8000')).toBe('+8613800138000');
  });
  it('keeps a number that is already international', () => {
    expect(toE164('+81', '+81 90 1234 5678')).toBe('+819012345678');
  });
  it('rejects an invalid country code or a number without digits', () => {
    expect(() => toE164('+12345', '09012345678')).toThrow(RangeError);
    expect(() => toE164('', '09012345678')).toThrow(RangeError);
    expect(() => toE164('+81', '---')).toThrow(RangeError);
  });
});
