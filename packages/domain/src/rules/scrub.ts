/** Masks email addresses and phone numbers in free text before it leaves for error reporting. */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /\+?\d[\d\s-]{8,}\d/g;

export function scrubPersonalText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}
