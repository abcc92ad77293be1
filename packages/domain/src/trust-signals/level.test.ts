import { describe, expect, it } from 'vitest';
import { requiresStepUp, riskLevel } from './level.ts';

describe('riskLevel', () => {
  it('is low without signals or with information only', () => {
    expect(riskLevel([])).toBe('low');
    expect(
      riskLevel([
        { code: 'phoneLineType', severity: 'info' },
        { code: 'emailDomain', severity: 'info' },
      ]),
    ).toBe('low');
  });
  it('is high on any alert alone (a shared device)', () => {
    expect(riskLevel([{ code: 'sharedDevice', severity: 'alert' }])).toBe('high');
  });
  it('is medium on warnings of one code, however many', () => {
    expect(
      riskLevel([
        { code: 'sharedIp', severity: 'warning' },
        { code: 'sharedIp', severity: 'warning' },
        { code: 'phoneLineType', severity: 'info' },
      ]),
    ).toBe('medium');
  });
  it('is high when warnings of two different codes combine', () => {
    expect(
      riskLevel([
        { code: 'sharedIp', severity: 'warning' },
        { code: 'fastAnswers', severity: 'warning' },
      ]),
    ).toBe('high');
  });
});

describe('requiresStepUp', () => {
  it('asks for identification from medium up', () => {
    expect(requiresStepUp('low')).toBe(false);
    expect(requiresStepUp('medium')).toBe(true);
    expect(requiresStepUp('high')).toBe(true);
  });
});
