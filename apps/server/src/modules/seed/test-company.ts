import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { companyIpRules, subAccounts } from '../../db/schema/index.ts';
import type { Auth } from '../auth/index.ts';
import { createCompany, createUser, DEMO_PASSWORD } from './demo.ts';

/** The company states the gate modals and sign-in rules tell apart (spec 4). */
export type TestCompanyState = 'active' | 'unverified' | 'trialExpired' | 'onTrial';

export interface TestCompanyInput {
  state: TestCompanyState;
  /** The IP allow-list (empty: no restriction). */
  ipRules?: string[];
  /** Also create an enabled sub-account with a user and a phone. */
  withSubAccount?: boolean;
  /** The risk-check user ID and the ATS link flag (set by the operator console otherwise). */
  riskEyesId?: string | null;
  sonar?: boolean;
  /** Override the state's sign-up and verification times (days before now), e.g. a trial ending in 2 days. */
  createdDaysAgo?: number;
  verifiedDaysAgo?: number;
  /** Payment by invoice (set by the operator otherwise). */
  paymentMethod?: 'card' | 'invoice';
}

const DAY = 24 * 60 * 60 * 1000;
const randomPhone = () => `+8190${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * A fresh company of its own (so tests never disturb the shared demo companies) with a main account, and optionally
 * a sub-account, both signing in with DEMO_PASSWORD and an SMS code. For tests and the dev API only.
 */
export async function seedTestCompany(db: Db, auth: Auth, input: TestCompanyInput, now = new Date()) {
  const tag = randomBytes(5).toString('hex');
  const owner = { email: `owner-${tag}@${input.state.toLowerCase()}.test`, phone: randomPhone() };
  const company = await createCompany(db, {
    name: `テスト株式会社 ${tag}`,
    staffName: 'テスト 太郎',
    email: owner.email,
    ...(input.state === 'active'
      ? { plan: 'STANDARD', createdAt: new Date(now.getTime() - 90 * DAY), verifiedAt: now, cardValid: true }
      : input.state === 'unverified'
        ? { plan: 'LIGHT', createdAt: now, verifiedAt: null }
        : input.state === 'onTrial'
          ? { plan: 'LIGHT', createdAt: new Date(now.getTime() - 3 * DAY), verifiedAt: now, cardValid: false }
          : {
              plan: 'LIGHT',
              createdAt: new Date(now.getTime() - 11 * DAY),
              verifiedAt: now,
              cardValid: false,
            }),
    loginCount: 10,
    riskEyesId: input.riskEyesId ?? null,
    sonar: input.sonar ?? false,
    ...(input.createdDaysAgo !== undefined
      ? { createdAt: new Date(now.getTime() - input.createdDaysAgo * DAY) }
      : {}),
    ...(input.verifiedDaysAgo !== undefined
      ? { verifiedAt: new Date(now.getTime() - input.verifiedDaysAgo * DAY) }
      : {}),
    paymentMethod: input.paymentMethod ?? 'card',
  });
  await createUser(auth, {
    email: owner.email,
    name: 'テスト 太郎',
    phoneNumber: owner.phone,
    password: DEMO_PASSWORD,
    role: 'client',
    companyId: company.id,
  });
  let staff: { email: string; phone: string; subAccountId: string } | null = null;
  if (input.withSubAccount) {
    const email = `staff-${tag}@${input.state.toLowerCase()}.test`;
    const phone = randomPhone();
    const created = await createUser(auth, {
      email,
      name: 'テスト 花子',
      phoneNumber: phone,
      password: DEMO_PASSWORD,
      role: 'client',
      companyId: company.id,
    });
    const [sub] = await db
      .insert(subAccounts)
      .values({ companyId: company.id, userId: created.id, name: 'テスト 花子', email, department: '人事部' })
      .returning({ id: subAccounts.id });
    staff = { email, phone, subAccountId: sub!.id };
  }
  if (input.ipRules && input.ipRules.length > 0) {
    await db
      .insert(companyIpRules)
      .values(input.ipRules.map((cidr, position) => ({ companyId: company.id, cidr, position })));
  }
  return { companyId: company.id, password: DEMO_PASSWORD, owner, staff };
}
