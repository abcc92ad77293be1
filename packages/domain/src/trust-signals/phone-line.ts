/**
 * The line type of a referee's number by libphonenumber's full ("max") metadata. Server-only: the metadata is
 * large, so this file is not in the domain's barrel and the web never bundles it. The metadata comes with
 * libphonenumber-js and is kept current by updating it (060 numbers are mobile from 2026 and already read as such).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneLineFinding = 'voip' | 'fixedLine' | 'pager' | 'other';

/** Null for a mobile line (or one that cannot be read); otherwise what kind of line it is. */
export function phoneLineFinding(e164: string | null | undefined): PhoneLineFinding | null {
  if (!e164) return null;
  const type = parsePhoneNumberFromString(e164, 'JP')?.getType();
  if (type === undefined || type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE') return null;
  if (type === 'VOIP') return 'voip';
  if (type === 'FIXED_LINE') return 'fixedLine';
  if (type === 'PAGER') return 'pager';
  return 'other';
}
