import { describe, expect, it } from 'vitest';
import { decodeShiftJis, encodeShiftJis, isShiftJisEncodable } from './shift-jis.ts';

describe('Shift-JIS (cp932)', () => {
  const text = '①㈱～―髙ｶﾞｲｼｬ 株式会社テスト,￥1,000';
  it('round-trips NEC/IBM extensions, Windows mappings and half-width kana', () => {
    const bytes = encodeShiftJis(text);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(decodeShiftJis(bytes)).toBe(text);
    expect(isShiftJisEncodable(text)).toBe(true);
  });
  it('uses the cp932 byte values', () => {
    expect([...encodeShiftJis('①㈱～―髙ｱ')]).toEqual([
      0x87, 0x40, 0x87, 0x8a, 0x81, 0x60, 0x81, 0x5c, 0xfb, 0xfc, 0xb1,
    ]);
  });
  it('reads the half-width yen sign back as the backslash sharing its byte', () => {
    expect([...encodeShiftJis('¥')]).toEqual([0x5c]);
    expect(decodeShiftJis(encodeShiftJis('¥1,000'))).toBe('\\1,000');
  });
  it('writes characters outside cp932 as ?', () => {
    expect(decodeShiftJis(encodeShiftJis('𠮷野家😀'))).toBe('?野家?');
    expect(isShiftJisEncodable('𠮷')).toBe(false);
  });
});
