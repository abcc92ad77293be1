import { describe, expect, it } from 'vitest';
import { emailDomainFinding, emailDomainOf } from './email-domain.ts';

describe('emailDomainOf', () => {
  it('reads the lower-case domain', () => {
    expect(emailDomainOf('Taro@Example.CO.JP')).toBe('example.co.jp');
    expect(emailDomainOf('no-at-sign')).toBeNull();
    expect(emailDomainOf(null)).toBeNull();
    expect(emailDomainOf('x@')).toBeNull();
  });
});

describe('emailDomainFinding', () => {
  const base = { candidateEmail: 'hanako@gmail.com', statesCompany: true };
  it('finds a disposable domain for anyone', () => {
    expect(emailDomainFinding({ ...base, refereeEmail: 'a@mailinator.com', statesCompany: false })).toBe(
      'disposable',
    );
  });
  it("finds the candidate's own company domain", () => {
    expect(
      emailDomainFinding({
        refereeEmail: 'boss@acme.co.jp',
        candidateEmail: 'me@acme.co.jp',
        statesCompany: true,
      }),
    ).toBe('candidateDomain');
  });
  it('does not count a shared free domain as the candidate’s domain', () => {
    expect(emailDomainFinding({ ...base, refereeEmail: 'boss@gmail.com', statesCompany: false })).toBeNull();
  });
  it('finds a free or carrier domain only when the referee states a company', () => {
    expect(emailDomainFinding({ ...base, refereeEmail: 'boss@docomo.ne.jp' })).toBe('freeWhileCompany');
    expect(
      emailDomainFinding({ ...base, refereeEmail: 'boss@docomo.ne.jp', statesCompany: false }),
    ).toBeNull();
    expect(emailDomainFinding({ ...base, refereeEmail: 'boss@acme.co.jp' })).toBeNull();
  });
});
