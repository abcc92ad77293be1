import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_STATUSES } from '../enums.ts';
import {
  COMPANY_ACCESS,
  type CompanyAccessInput,
  companyAccess,
  companyAccessProblem,
  gateFor,
} from './company-access.ts';

const createdAt = new Date('2025-04-01T00:00:00Z');
const hours = (h: number) => new Date(createdAt.getTime() + h * 3_600_000);
const base: CompanyAccessInput = {
  verified: true,
  createdAt,
  planStatus: 'PLAN_STATUS_LIGHT',
  cardStatus: 'none',
  paymentMethod: 'card',
};
const afterTrial = hours(10 * 24);

describe('companyAccess', () => {
  it('refuses an unverified company whatever its trial, card or payment method', () => {
    expect(companyAccess({ ...base, verified: false }, createdAt)).toBe('reviewPending');
    expect(companyAccess({ ...base, verified: false, cardStatus: 'valid' }, afterTrial)).toBe(
      'reviewPending',
    );
    expect(companyAccess({ ...base, verified: false, paymentMethod: 'invoice' }, afterTrial)).toBe(
      'reviewPending',
    );
  });
  it('is open during the trial (9 days 23 hours) and asks for payment at exactly 10 days', () => {
    expect(companyAccess(base, hours(9 * 24 + 23))).toBe('open');
    expect(companyAccess(base, afterTrial)).toBe('paymentRequired');
  });
  it('is open with a valid card or by invoice after the trial', () => {
    expect(companyAccess({ ...base, cardStatus: 'valid' }, afterTrial)).toBe('open');
    expect(companyAccess({ ...base, paymentMethod: 'invoice' }, afterTrial)).toBe('open');
    expect(companyAccess({ ...base, paymentMethod: 'invoice', cardStatus: 'invalid' }, afterTrial)).toBe(
      'open',
    );
  });
  it('tells an invalid card from no card once the trial is over', () => {
    expect(companyAccess({ ...base, cardStatus: 'invalid' }, afterTrial)).toBe('cardInvalid');
    expect(companyAccess({ ...base, cardStatus: 'invalid' }, hours(24))).toBe('open');
  });
  it('has no trial on standard: payment is required at once without a valid card', () => {
    expect(companyAccess({ ...base, planStatus: 'PLAN_STATUS_STANDARD' }, hours(1))).toBe('paymentRequired');
    expect(companyAccess({ ...base, planStatus: 'PLAN_STATUS_ORDERING_STANDARD' }, hours(1))).toBe('open');
  });
  it('is never open for an unverified company and always open with a valid card once verified', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom(...PLAN_STATUSES),
        fc.constantFrom('none' as const, 'valid' as const, 'invalid' as const),
        fc.constantFrom('card' as const, 'invoice' as const),
        fc.integer({ min: -48, max: 24 * 400 }),
        (verified, planStatus, cardStatus, paymentMethod, h) => {
          const access = companyAccess(
            { verified, createdAt, planStatus, cardStatus, paymentMethod },
            hours(h),
          );
          expect(COMPANY_ACCESS).toContain(access);
          if (!verified) expect(access).toBe('reviewPending');
          else if (cardStatus === 'valid' || paymentMethod === 'invoice') expect(access).toBe('open');
        },
      ),
    );
  });
});

describe('companyAccessProblem', () => {
  it('answers 403 for the review and 402 for payment and the invalid card', () => {
    expect(companyAccessProblem('open')).toBeNull();
    expect(companyAccessProblem('reviewPending')).toEqual({ status: 403, code: 'company.reviewPending' });
    expect(companyAccessProblem('paymentRequired')).toEqual({ status: 402, code: 'company.paymentRequired' });
    expect(companyAccessProblem('cardInvalid')).toEqual({ status: 402, code: 'company.cardInvalid' });
  });
});

describe('gateFor', () => {
  const client = { role: 'client' as const, access: 'paymentRequired' as const, path: '/company' };
  it('shows the modal of the server refusal', () => {
    expect(gateFor({ ...client, access: 'reviewPending' })).toBe('reviewPending');
    expect(gateFor(client)).toBe('paymentRequired');
    expect(gateFor({ ...client, access: 'cardInvalid' })).toBe('cardInvalid');
    expect(gateFor({ ...client, access: 'open' })).toBe('none');
  });
  it('never blocks admins nor the card page', () => {
    expect(gateFor({ ...client, role: 'admin', access: 'reviewPending' })).toBe('none');
    expect(gateFor({ ...client, access: 'reviewPending', path: '/config/card' })).toBe('none');
    expect(gateFor({ ...client, path: '/config/card/?result=ok' })).toBe('none');
    expect(gateFor({ ...client, path: '/config/card#top' })).toBe('none');
    expect(gateFor({ ...client, path: '/config' })).toBe('paymentRequired');
    expect(gateFor({ ...client, path: '/' })).toBe('paymentRequired');
  });
});
