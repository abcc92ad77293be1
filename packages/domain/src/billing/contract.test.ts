import { describe, expect, it } from 'vitest';
import { billableMonths, canSignUpAgain, MINIMUM_TERM_MONTHS, signUpAllowedFrom } from './contract.ts';

const jst = (iso: string) => new Date(`${iso}+09:00`);

describe('billableMonths', () => {
  it('charges a partial month in full', () => {
    expect(
      billableMonths({
        startedAt: jst('2025-01-31T10:00'),
        endedAt: jst('2025-02-01T09:00'),
        paymentMethod: 'card',
      }),
    ).toBe(2);
    expect(
      billableMonths({
        startedAt: jst('2025-01-10T10:00'),
        endedAt: jst('2025-01-11T09:00'),
        paymentMethod: 'card',
      }),
    ).toBe(1);
  });
  it('applies the minimum term: invoice 3 months, card 1', () => {
    expect(MINIMUM_TERM_MONTHS).toEqual({ invoice: 3, card: 1 });
    expect(
      billableMonths({
        startedAt: jst('2025-01-10T10:00'),
        endedAt: jst('2025-02-11T09:00'),
        paymentMethod: 'invoice',
      }),
    ).toBe(3);
    expect(
      billableMonths({
        startedAt: jst('2024-11-10T10:00'),
        endedAt: jst('2025-04-01T00:00'),
        paymentMethod: 'invoice',
      }),
    ).toBe(6);
  });
  it('uses Tokyo months: 1 Feb 00:30 JST is still 31 Jan in UTC', () => {
    expect(
      billableMonths({
        startedAt: jst('2025-01-15T12:00'),
        endedAt: jst('2025-02-01T00:30'),
        paymentMethod: 'card',
      }),
    ).toBe(2);
  });
  it('charges at least one month even for an end before the start', () => {
    expect(
      billableMonths({
        startedAt: jst('2025-03-01T00:00'),
        endedAt: jst('2025-01-01T00:00'),
        paymentMethod: 'card',
      }),
    ).toBe(1);
  });
});

describe('canSignUpAgain', () => {
  const withdrawnAt = jst('2025-01-15T18:00');
  it('locks a withdrawn company out for 3 months', () => {
    expect(signUpAllowedFrom(withdrawnAt)).toEqual(jst('2025-04-15T00:00'));
    expect(canSignUpAgain(withdrawnAt, jst('2025-04-14T23:59'))).toBe(false);
    expect(canSignUpAgain(withdrawnAt, jst('2025-04-15T00:00'))).toBe(true);
  });
  it('clamps to the end of a shorter month', () => {
    expect(signUpAllowedFrom(jst('2024-11-30T09:00'))).toEqual(jst('2025-02-28T00:00'));
  });
  it('allows a company that never withdrew', () => {
    expect(canSignUpAgain(null, withdrawnAt)).toBe(true);
  });
});
