import { describe, expect, it } from 'vitest';
import { describeRule, minusMonths, RETENTION_MONTHS, retentionCutoff, ruleMonths } from './retention.ts';

const at = (iso: string) => new Date(iso);

describe('retention cutoffs', () => {
  it('counts days as exact 24-hour days', () => {
    const now = at('2026-11-26T03:30:00Z');
    expect(retentionCutoff(now, { from: 'sent', days: 90 }).toISOString()).toBe('2026-08-28T03:30:00.000Z');
  });

  it("uses the company's months for a company rule, the default when none is given", () => {
    const now = at('2026-11-26T03:30:00Z');
    const rule = { from: 'checkCompleted', months: 'company' } as const;
    expect(retentionCutoff(now, rule).toISOString()).toBe('2025-11-26T03:30:00.000Z');
    expect(retentionCutoff(now, rule, 24).toISOString()).toBe('2024-11-26T03:30:00.000Z');
    expect(ruleMonths(rule)).toBe(RETENTION_MONTHS.default);
  });

  it('counts years as 12 calendar months', () => {
    expect(retentionCutoff(at('2026-11-26T00:00:00Z'), { from: 'created', years: 3 }).toISOString()).toBe(
      '2023-11-26T00:00:00.000Z',
    );
  });

  it('clamps to the last day of a shorter month, across years', () => {
    expect(minusMonths(at('2026-03-31T12:00:00Z'), 1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(minusMonths(at('2024-03-31T12:00:00Z'), 1).toISOString()).toBe('2024-02-29T12:00:00.000Z');
    expect(minusMonths(at('2026-01-15T00:00:00Z'), 13).toISOString()).toBe('2024-12-15T00:00:00.000Z');
    expect(minusMonths(at('2026-05-31T00:00:00Z'), 36).toISOString()).toBe('2023-05-31T00:00:00.000Z');
  });

  it('describes a rule in words', () => {
    expect(describeRule({ from: 'sent', days: 90 })).toBe('90 days after sending');
    expect(describeRule({ from: 'created', years: 3 })).toBe('3 years after creation');
    expect(describeRule({ from: 'deadline', days: 180 })).toBe(
      '180 days after the deadline of a check never completed',
    );
    expect(describeRule({ from: 'checkCompleted', months: 'company' })).toBe(
      "the company's choice of 6–36 months (default 12) after the check is completed",
    );
  });
});
