/** Phone numbers in E.164 for SMS. */

/**
 * Joins a country code and a national number into E.164: `'+81', '090-1234-5678'` → `'+819012345678'`.
 * Separators (spaces, hyphens, parentheses) are dropped, and so is one national trunk prefix 0.
 * A number already starting with '+' is taken as international and only cleaned.
 * Throws a RangeError for a country code that is not '+' and 1–4 digits, or a number without digits.
 */
export function toE164(countryCode: string, phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  if (digits === '') throw new RangeError('phone number has no digits');
  if (phoneNumber.trim().startsWith('+')) return `+${digits}`;
  const code = countryCode.trim();
  if (!/^\+?\d{1,4}$/.test(code)) throw new RangeError(`invalid country code: ${countryCode}`);
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  return `+${code.replace('+', '')}${national}`;
}
