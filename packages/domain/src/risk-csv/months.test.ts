import { describe, expect, it } from 'vitest';
import { riskEyesFileName, selectableRiskMonths } from './months.ts';

describe('selectableRiskMonths', () => {
  it('offers this Tokyo month and the two before, newest first', () => {
    expect(selectableRiskMonths(new Date('2025-03-05T10:00:00+09:00'))).toEqual([
      '202503',
      '202502',
      '202501',
    ]);
  });
  it('crosses the year and follows Tokyo time', () => {
    expect(selectableRiskMonths(new Date('2024-12-31T15:30:00Z'))).toEqual(['202501', '202412', '202411']);
    expect(selectableRiskMonths(new Date('2025-02-10T00:00:00+09:00'))).toEqual([
      '202502',
      '202501',
      '202412',
    ]);
  });
});

describe('riskEyesFileName', () => {
  it('is riskeyes + YYMM + .csv', () => {
    expect(riskEyesFileName('202503')).toBe('riskeyes2503.csv');
    expect(riskEyesFileName('202412')).toBe('riskeyes2412.csv');
  });
  it('rejects a month that is not YYYYMM', () => {
    expect(() => riskEyesFileName('2025-03')).toThrow(RangeError);
  });
});
