import { describe, expect, it } from 'vitest';
import {
  type BillingCompany,
  billingExclusion,
  billingMonth,
  selectBillableCompanies,
} from './export-selection.ts';

const jst = (iso: string) => new Date(`${iso}+09:00`);
const now = jst('2025-03-05T10:00');

const company = (overrides: Partial<BillingCompany> = {}): BillingCompany => ({
  id: 'c1',
  uid: 'uid1',
  name: '株式会社サンプル',
  planStatus: 'PLAN_STATUS_STANDARD',
  verifiedAt: jst('2024-12-01T10:00'),
  bannedAt: null,
  deletedAt: null,
  isOwnCompany: false,
  sonar: false,
  subAccounts: 0,
  riskEyesId: null,
  ...overrides,
});

describe('billingMonth', () => {
  it('is the previous Tokyo month', () => {
    expect(billingMonth(now)).toEqual({
      year: 2025,
      month: 2,
      yyyymm: '202502',
      startsAt: jst('2025-02-01T00:00'),
    });
    expect(billingMonth(jst('2025-01-01T00:10')).yyyymm).toBe('202412'); // still 31 Dec in UTC
  });
});

describe('billingExclusion', () => {
  it('bills a verified standard company', () => {
    expect(billingExclusion(company(), now)).toBeNull();
  });
  it('excludes unverified, own and sonar companies', () => {
    expect(billingExclusion(company({ verifiedAt: null }), now)).toBe('unverified');
    expect(billingExclusion(company({ isOwnCompany: true }), now)).toBe('ownCompany');
    expect(billingExclusion(company({ sonar: true }), now)).toBe('sonar');
  });
  it('excludes companies not on STANDARD verified 10 days ago or less', () => {
    const light = { planStatus: 'PLAN_STATUS_LIGHT' as const };
    expect(billingExclusion(company({ ...light, verifiedAt: jst('2025-02-23T10:00') }), now)).toBe(
      'recentlyVerifiedLight',
    ); // exactly 10 days
    expect(billingExclusion(company({ ...light, verifiedAt: jst('2025-02-23T09:59') }), now)).toBeNull();
    expect(
      billingExclusion(
        company({ planStatus: 'PLAN_STATUS_ORDERING_STANDARD', verifiedAt: jst('2025-03-01T00:00') }),
        now,
      ),
    ).toBe('recentlyVerifiedLight');
    expect(billingExclusion(company({ verifiedAt: jst('2025-03-01T00:00') }), now)).toBeNull(); // STANDARD
  });
  it('excludes companies banned or deleted before the start of last month', () => {
    expect(billingExclusion(company({ deletedAt: jst('2025-01-31T23:59') }), now)).toBe(
      'endedBeforeLastMonth',
    );
    expect(billingExclusion(company({ bannedAt: jst('2025-01-31T23:59') }), now)).toBe(
      'endedBeforeLastMonth',
    );
    expect(billingExclusion(company({ deletedAt: jst('2025-02-01T00:00') }), now)).toBeNull();
    expect(billingExclusion(company({ bannedAt: jst('2025-03-02T00:00') }), now)).toBeNull();
  });
});

describe('selectBillableCompanies', () => {
  it('keeps billable companies in order', () => {
    const list = [company({ id: 'a' }), company({ id: 'b', sonar: true }), company({ id: 'c' })];
    expect(selectBillableCompanies(list, now).map((c) => c.id)).toEqual(['a', 'c']);
  });
});
