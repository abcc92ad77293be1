/** Text from uploaded CSV bytes: UTF-8 (with or without BOM) or, failing that, Shift-JIS (cp932). */
import iconv from 'iconv-lite';
import { decodeShiftJis } from '../csv/shift-jis.ts';

export type CsvEncoding = 'utf-8' | 'shift_jis';

/** Whether the bytes are well-formed UTF-8 (no overlong forms, surrogates or code points above U+10FFFF). */
export function isValidUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let extra: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      extra = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      extra = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      extra = 3;
      min = 0x10000;
    } else {
      return false;
    }
    let cp = b & (0x3f >> extra);
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return false;
    i += extra + 1;
  }
  return true;
}

function hasUtf8Bom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

/** Detects the encoding and decodes; a UTF-8 BOM is removed. */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  if (hasUtf8Bom(bytes)) return { text: iconv.decode(bytes.subarray(3), 'utf8'), encoding: 'utf-8' };
  if (isValidUtf8(bytes)) return { text: iconv.decode(bytes, 'utf8'), encoding: 'utf-8' };
  return { text: decodeShiftJis(bytes), encoding: 'shift_jis' };
}

/** UTF-8 bytes with a BOM (so that Excel opens Japanese text correctly). */
export function encodeUtf8WithBom(text: string): Uint8Array {
  return new Uint8Array(iconv.encode(text, 'utf8', { addBOM: true }));
}
