/**
 * Shift-JIS (Windows code page 932) bytes, as Japanese spreadsheets and payment providers expect.
 * cp932 covers the NEC and IBM extensions (①, ㈱, 髙…) and maps ～ and ― the way Windows does.
 * Characters outside cp932 (emoji, 𠮷) are written as '?'.
 */
import iconv from 'iconv-lite';

export const SHIFT_JIS_ENCODING = 'cp932';

/** Encodes text to Shift-JIS (cp932) bytes. */
export function encodeShiftJis(text: string): Uint8Array {
  return new Uint8Array(iconv.encode(text, SHIFT_JIS_ENCODING));
}

/** Decodes Shift-JIS (cp932) bytes to text; bytes that are not cp932 become U+FFFD. */
export function decodeShiftJis(bytes: Uint8Array): string {
  return iconv.decode(bytes, SHIFT_JIS_ENCODING);
}

/** Whether text survives a round trip through cp932 unchanged. */
export function isShiftJisEncodable(text: string): boolean {
  return decodeShiftJis(encodeShiftJis(text)) === text;
}
