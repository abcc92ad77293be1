/**
 * Phone numbers as people read them, by libphonenumber-js (min metadata). Stored numbers are E.164; this file is
 * imported by subpath (`@refcheck/domain/rules/phone-format`) so only the pages that show numbers carry the library.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * An E.164 number as shown in the product: the national way where the country is Japan ('+818028142589' →
 * '080-2814-2589'), the international way elsewhere ('+12015550123' → '+1 201 555 0123'). Anything the library
 * cannot parse is shown as stored.
 */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'JP' ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * The number a form's national field shows for a stored E.164 number: '+818028142589' → '08028142589' in Japan,
 * the national significant number elsewhere. A number that is not E.164 (older rows) is returned as is.
 */
export function nationalDigits(e164: string): string {
  if (!e164.startsWith('+')) return e164;
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.formatNational().replace(/\D/g, '');
}
