import { describe, expect, it } from 'vitest';
import { decodeShiftJis } from '../csv/shift-jis.ts';
import { formatTokyoDateTime } from '../rules/tokyo-time.ts';
import { localizeIssues } from '../schemas/localize.ts';
import { encodeProvisionCsv, provisionCsvText } from './provision-csv.ts';
import { provisionExportQuerySchema, provisionPeriodRange } from './provision-records.ts';

const row = {
  id: 'r1',
  providedAt: new Date('2025-03-31T15:30:00Z'),
  companyId: 'c1',
  companyName: '株式会社髙橋',
  talentId: 't1',
  candidateName: '山田 太郎',
  candidateEmail: 'taro@example.jp',
  providers: ['佐藤 花子', 'Smith, John'],
  dataItems: ['answers', 'scores'] as ('answers' | 'scores')[],
  consentRecordId: 'k1',
  consentedAt: new Date('2025-03-01T00:00:00Z'),
  consentVersion: 'abcdef012345',
};

describe('provision export query', () => {
  const parse = (q: Record<string, string>) => provisionExportQuerySchema.safeParse(q);

  it('accepts a period of up to a year with defaults', () => {
    const ok = parse({ from: '2024-01-01', to: '2024-12-31' });
    expect(ok.success && ok.data).toMatchObject({ format: 'json', encoding: 'utf-8', page: 1 });
    expect(parse({ from: '2025-05-01', to: '2025-05-01' }).success).toBe(true);
  });

  it('refuses bad dates, a reversed period and one longer than a year, with catalog keys', () => {
    const codes = (q: Record<string, string>) => {
      const r = parse(q);
      return r.success ? [] : localizeIssues(r.error, 'jp').map((i) => i.code);
    };
    expect(codes({ from: '2025-02-30', to: '2025-03-01' })).toEqual(['privacyRecords.dateInvalid']);
    expect(codes({ from: '2025/01/01', to: '2025-03-01' })).toEqual(['privacyRecords.dateInvalid']);
    expect(codes({ from: '2025-03-02', to: '2025-03-01' })).toEqual(['privacyRecords.periodOrder']);
    expect(codes({ from: '2024-01-01', to: '2025-01-01' })).toEqual(['privacyRecords.periodTooLong']);
    expect(codes({ from: '2025-01-01', to: '2025-01-02', encoding: 'latin1' })).toEqual([
      'validation.invalid',
    ]);
  });

  it('covers whole Tokyo days', () => {
    expect(provisionPeriodRange({ from: '2025-04-01', to: '2025-04-30' })).toEqual({
      start: new Date('2025-03-31T15:00:00Z'),
      end: new Date('2025-04-30T15:00:00Z'),
    });
  });
});

describe('provision CSV', () => {
  it('writes a Japanese header and one line per record in Tokyo time', () => {
    const lines = provisionCsvText([row]).split('\r\n');
    expect(lines[0]).toContain('提供日時');
    expect(lines[1]).toBe(
      '2025/04/01 00:30,"佐藤 花子、Smith, John",c1,株式会社髙橋,山田 太郎,taro@example.jp,推薦者の回答、スコア,k1,2025/03/01 09:00,abcdef012345',
    );
    expect(formatTokyoDateTime(new Date('2025-12-31T15:00:00Z'))).toBe('2026/01/01 00:00');
  });

  it('encodes as UTF-8 with BOM or Shift-JIS (cp932, 髙 included)', () => {
    const utf8 = encodeProvisionCsv([row], 'utf-8');
    expect([...utf8.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decodeShiftJis(encodeProvisionCsv([row], 'shift_jis'))).toBe(provisionCsvText([row]));
  });
});
