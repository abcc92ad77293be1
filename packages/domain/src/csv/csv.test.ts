import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, formatCsv, parseCsv } from './csv.ts';

describe('formatCsv', () => {
  it('quotes only fields that need it and ends every record with CRLF', () => {
    expect(csvField('株式会社サンプル')).toBe('株式会社サンプル');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(
      formatCsv([
        ['a', 'b'],
        ['c\nd', ''],
      ]),
    ).toBe('a,b\r\n"c\nd",\r\n');
  });
});

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes and line breaks inside quotes with start lines', () => {
    const { records, error } = parseCsv('h1,h2\r\n"a,1","say ""hi"""\r\n"multi\r\nline",x\n\nlast,row');
    expect(error).toBeNull();
    expect(records).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['a,1', 'say "hi"'] },
      { line: 3, fields: ['multi\r\nline', 'x'] },
      { line: 6, fields: ['last', 'row'] },
    ]);
  });
  it('accepts CR line ends and keeps stray quotes', () => {
    expect(parseCsv('a"b,"c"d\rx').records).toEqual([
      { line: 1, fields: ['a"b', 'cd'] },
      { line: 2, fields: ['x'] },
    ]);
  });
  it('counts lone CR inside quotes and keeps a quoted empty record', () => {
    expect(parseCsv('"a\rb"\n""\n,').records).toEqual([
      { line: 1, fields: ['a\rb'] },
      { line: 3, fields: [''] },
      { line: 4, fields: ['', ''] },
    ]);
  });
  it('reports an unterminated quote at the line where its record starts', () => {
    expect(parseCsv('a\nb,"open\nstill open')).toEqual({
      records: [{ line: 1, fields: ['a'] }],
      error: { line: 2, code: 'unterminatedQuote' },
    });
  });
  it('property: parse(format(rows)) gives the rows back', () => {
    const row = fc.array(fc.string({ unit: fc.constantFrom('a', 'あ', ',', '"', '\r\n', '\n', ' ', '1') }), {
      minLength: 2,
      maxLength: 5,
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (rows) => {
        expect(parseCsv(formatCsv(rows)).records.map((r) => r.fields)).toEqual(rows);
      }),
    );
  });
});
