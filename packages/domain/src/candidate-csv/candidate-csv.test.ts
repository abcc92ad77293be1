import fc from 'fast-check';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { encodeShiftJis } from '../csv/shift-jis.ts';
import { LANGUAGES } from '../enums.ts';
import { APPLIED_SITES } from '../lists/applied-sites.ts';
import { JOB_MAJOR_CATEGORIES, JOB_MINOR_CATEGORIES } from '../lists/job-categories.ts';
import type { CandidateRow } from '../schemas/candidate-row.ts';
import { candidateCsvHeader, fieldOfHeader } from './columns.ts';
import { decodeCsvBytes, isValidUtf8 } from './decode.ts';
import { encodeCandidateCsv } from './encode.ts';
import { parseCandidateCsv } from './parse.ts';
import { candidateCsvSample, candidateCsvSampleRows } from './sample.ts';

const utf8 = (text: string) => new Uint8Array(iconv.encode(text, 'utf8'));
const utf8Bom = (text: string) => new Uint8Array(iconv.encode(text, 'utf8', { addBOM: true }));
const JP_HEADER = '氏名,メールアドレス,国際コード,電話番号,会社名,職種大分類,職種小分類,応募媒体,企業担当者';
const EN_HEADER =
  'name,email,countryCode,phoneNumber,currentCompany,currentJobMajorCategory,currentJobMinorCategory,siteWhereTalentApplied,recruitmentOfficer';
const ROW = '山田 太郎,taro@example.co.jp,+81,09012345678,株式会社A,営業,法人営業,doda,佐藤';
const expected: CandidateRow = {
  name: '山田 太郎',
  email: 'taro@example.co.jp',
  countryCode: '+81',
  phoneNumber: '09012345678',
  currentCompany: '株式会社A',
  currentJobCategory: { major: 'sales', minor: 'corporateSales' },
  siteWhereTalentApplied: 'doda',
  recruitmentOfficer: '佐藤',
  externalId: undefined,
};

describe('encoding detection', () => {
  it('reads UTF-8 with and without BOM and Shift-JIS', () => {
    const text = `${JP_HEADER}\r\n${ROW}\r\n`;
    for (const [bytes, encoding] of [
      [utf8Bom(text), 'utf-8'],
      [utf8(text), 'utf-8'],
      [encodeShiftJis(text), 'shift_jis'],
    ] as const) {
      const result = parseCandidateCsv(bytes);
      expect(result.encoding).toBe(encoding);
      expect(result.errors).toEqual([]);
      expect(result.rows).toEqual([expected]);
    }
  });

  it('keeps cp932 characters: ①㈱～―髙 and half-width kana', () => {
    const name = '髙橋 ①ｱｲｳｴｵ';
    const company = '㈱テスト～―';
    const result = parseCandidateCsv(
      encodeShiftJis(`${JP_HEADER}\n${name},a@example.jp,81,9012345678,${company},,,,\n`),
    );
    expect(result.encoding).toBe('shift_jis');
    expect(result.rows[0]).toMatchObject({
      name,
      currentCompany: company,
      countryCode: '+81',
      phoneNumber: '9012345678',
    });
  });

  it('validates UTF-8 strictly', () => {
    expect(isValidUtf8(utf8('あa€𠮷'))).toBe(true);
    expect(isValidUtf8(new Uint8Array([0xc0, 0x80]))).toBe(false);
    expect(isValidUtf8(new Uint8Array([0xe0, 0x80, 0x80]))).toBe(false);
    expect(isValidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(false);
    expect(isValidUtf8(new Uint8Array([0xf4, 0x90, 0x80, 0x80]))).toBe(false);
    expect(isValidUtf8(new Uint8Array([0xe3, 0x81]))).toBe(false);
    expect(isValidUtf8(new Uint8Array([0xff]))).toBe(false);
    expect(decodeCsvBytes(encodeShiftJis('氏名')).text).toBe('氏名');
  });
});

describe('CSV structure', () => {
  it('handles quoted commas, doubled quotes, newlines, CRLF/LF and blank lines with file line numbers', () => {
    const text = [
      EN_HEADER,
      '',
      '"Smith, John",john@example.com,+1,2025550123,"Acme ""West""\r\nBranch",ITEngineer,webEngineer,LinkedIn,',
      ',,,,,,,,',
      '佐藤,bad-email,+81,0901234,,,,,',
      '',
    ].join('\n');
    const result = parseCandidateCsv(utf8(text));
    expect(result.rows).toEqual([
      {
        name: 'Smith, John',
        email: 'john@example.com',
        countryCode: '+1',
        phoneNumber: '2025550123',
        currentCompany: 'Acme "West"\r\nBranch',
        currentJobCategory: { major: 'ITEngineer', minor: 'webEngineer' },
        siteWhereTalentApplied: 'linkedin',
        recruitmentOfficer: undefined,
      },
    ]);
    expect(result.rowLines).toEqual([3]);
    expect(result.errors).toEqual([
      { line: 6, field: 'email', code: 'validation.emailInvalid', message: 'メールアドレスの形式が無効です' },
      {
        line: 6,
        field: 'phoneNumber',
        code: 'validation.phoneNumberInvalid',
        message: '9-11桁の半角数字を入力してください',
      },
    ]);
  });

  it('reports per-row errors in the chosen language', () => {
    const text = `${JP_HEADER}\r\n${ROW}\r\n,x@example.jp,+12345,09012345678,,料理人,,どこか,\r\n${ROW.replace('法人営業', 'Webデザイナー')}\r\n`;
    const result = parseCandidateCsv(utf8(text), 'en');
    expect(result.rows).toHaveLength(1);
    expect(result.errors).toEqual([
      { line: 3, field: 'name', code: 'validation.nameRequired', message: 'Please enter the name' },
      {
        line: 3,
        field: 'countryCode',
        code: 'validation.countryCodeInvalid',
        message: 'The country code format is invalid',
      },
      {
        line: 3,
        field: 'currentJobCategory',
        code: 'validation.jobCategoryInvalid',
        message: 'The job category is invalid',
      },
      {
        line: 3,
        field: 'siteWhereTalentApplied',
        code: 'validation.appliedSiteInvalid',
        message: 'The application source is invalid',
      },
      {
        line: 4,
        field: 'currentJobCategory',
        code: 'validation.jobCategoryInvalid',
        message: 'The job category is invalid',
      },
    ]);
  });

  it('gives one clear error for a wrong header', () => {
    for (const header of [
      '名前,メール',
      `${JP_HEADER},備考`,
      JP_HEADER.replace('氏名', 'メールアドレス'),
      ROW,
    ]) {
      const result = parseCandidateCsv(utf8(`${header}\n${ROW}\n`));
      expect(result.rows).toEqual([]);
      expect(result.errors).toEqual([
        expect.objectContaining({ line: 1, field: '', code: 'validation.csvHeaderInvalid' }),
      ]);
    }
    expect(parseCandidateCsv(utf8(`\n\n${JP_HEADER},,\n${ROW}\n`)).rowLines).toEqual([4]);
  });

  it('reports empty files, header-only files, extra columns and unterminated quotes', () => {
    expect(parseCandidateCsv(new Uint8Array()).errors.map((e) => e.code)).toEqual(['validation.csvEmpty']);
    expect(parseCandidateCsv(utf8(JP_HEADER)).errors.map((e) => e.code)).toEqual(['validation.csvNoRows']);
    expect(parseCandidateCsv(utf8(`${JP_HEADER}\n${ROW},extra\n${ROW},\n`))).toMatchObject({
      rows: [expected],
      errors: [{ line: 2, field: '', code: 'validation.csvTooManyColumns' }],
    });
    expect(parseCandidateCsv(utf8(`${JP_HEADER}\n${ROW}\n"open,\n`)).errors).toEqual([
      expect.objectContaining({ line: 3, code: 'validation.csvUnterminatedQuote' }),
    ]);
  });

  it('reads header names case-insensitively', () => {
    expect(fieldOfHeader(' Email ')).toBe('email');
    expect(fieldOfHeader('備考')).toBeUndefined();
    // The optional ATS id is the last column of the files the product writes.
    expect(candidateCsvHeader('jp').join(',')).toBe(`${JP_HEADER},外部ID（ATS）`);
    expect(candidateCsvHeader('en').join(',')).toBe(`${EN_HEADER},externalId`);
  });

  it('reads the optional ATS id column (外部ID（ATS）) in any position, and files without it', () => {
    const withId = parseCandidateCsv(utf8(`外部ID（ATS）,${JP_HEADER}\nATS-77,${ROW}\n,${ROW}\n`));
    expect(withId.errors).toEqual([]);
    expect(withId.rows.map((r) => r.externalId)).toEqual(['ATS-77', undefined]);
    expect(parseCandidateCsv(utf8(`${JP_HEADER}\n${ROW}\n`)).rows[0]!.externalId).toBeUndefined();
    const twice = parseCandidateCsv(utf8(`${JP_HEADER},externalId,外部ID（ATS）\n${ROW},a,b\n`));
    expect(twice.errors.map((e) => e.code)).toEqual(['validation.csvHeaderInvalid']);
    const long = parseCandidateCsv(utf8(`${JP_HEADER},externalId\n${ROW},${'x'.repeat(101)}\n`));
    expect(long.errors.map((e) => [e.field, e.code])).toEqual([['externalId', 'validation.tooLong']]);
  });
});

describe('sample file', () => {
  it.each(LANGUAGES)('is UTF-8 with BOM and parses back (%s)', (lang) => {
    const bytes = candidateCsvSample(lang);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const result = parseCandidateCsv(bytes, lang);
    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual(candidateCsvSampleRows(lang));
  });
});

const cp932Char = fc.constantFrom(...'あいう漢字髙①㈱～―ｱｶﾞﾊﾟABCxyz 0123,"\n\r\t-_.（）・ー'.split(''));
const text = fc
  .array(cp932Char, { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join(''))
  .filter((value) => value.trim() === value && value !== '');
const jobCategory = fc
  .constantFrom(...JOB_MAJOR_CATEGORIES)
  .chain((major) => fc.constantFrom(...JOB_MINOR_CATEGORIES[major]).map((minor) => ({ major, minor })));
const row: fc.Arbitrary<CandidateRow> = fc.record({
  name: text,
  email: fc
    .stringMatching(/^[a-z][a-z0-9._+-]{0,10}@[a-z]{1,8}\.(jp|com|co\.jp)$/)
    .filter((e) => !/[._+-]@|\.\./.test(e)),
  countryCode: fc.stringMatching(/^\+[0-9]{1,4}$/),
  phoneNumber: fc.stringMatching(/^[0-9]{9,11}$/),
  currentCompany: text,
  currentJobCategory: jobCategory,
  siteWhereTalentApplied: fc.constantFrom(...APPLIED_SITES),
  recruitmentOfficer: fc.option(text, { nil: undefined }),
  externalId: fc.option(text, { nil: undefined }),
});

describe('round trip', () => {
  it('rows → Shift-JIS CSV → parse gives the same rows', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 5 }),
        fc.constantFrom('jp', 'en'),
        fc.boolean(),
        (rows, header, labels) => {
          const bytes = encodeCandidateCsv(rows, {
            header,
            encoding: 'shift_jis',
            ...(labels ? { labels: 'jp' } : {}),
          });
          const result = parseCandidateCsv(bytes);
          expect(result.errors).toEqual([]);
          expect(result.rows).toEqual(rows);
        },
      ),
      { numRuns: 200 },
    );
  });
});
