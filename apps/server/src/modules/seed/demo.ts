import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subAccounts, user } from '../../db/schema/index.ts';
import type { Auth } from '../auth/index.ts';
import { DEMO_ACCOUNTS } from '../auth/index.ts';
import { insertCompany } from '../identity/index.ts';
import { seedDemoChecks } from './demo-checks.ts';

export const DEMO_PASSWORD = 'refcheck-demo';

export { DEMO_ACCOUNTS, type DemoAccount } from '../auth/index.ts';

interface NewUser {
  email: string;
  name: string;
  password: string;
  role: 'admin' | 'client';
  companyId?: string | null;
  phoneNumber?: string | null;
}

/** Creates a user with a credential account; the password is hashed by better-auth's configured hasher. */
export async function createUser(auth: Auth, input: NewUser) {
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: input.name,
      emailVerified: true,
      role: input.role,
      companyId: input.companyId ?? null,
      phoneNumber: input.phoneNumber ?? null,
      phoneNumberVerified: input.phoneNumber ? true : null,
      // A user with a phone signs in with an SMS code (spec 2).
      twoFactorEnabled: Boolean(input.phoneNumber),
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(input.password),
  });
  return created;
}

interface NewCompany {
  name: string;
  staffName: string;
  email: string;
  plan: 'LIGHT' | 'STANDARD';
  verifiedAt: Date | null;
  createdAt?: Date;
  cardValid?: boolean;
  /** Demo companies have been used before: no first-login dialog on their next sign-in. */
  loginCount?: number;
  /** The risk-check (RISK EYES) user ID and the ATS link flag, normally set by the operator. */
  riskEyesId?: string | null;
  sonar?: boolean;
  paymentMethod?: 'card' | 'invoice';
}

export async function createCompany(db: Db, input: NewCompany) {
  return insertCompany(db, {
    name: input.name,
    staffName: input.staffName,
    email: input.email,
    zipcode: '1000005',
    address: '東京都千代田区丸の内1-1-1 丸の内ビル10F',
    selectedPlan: input.plan,
    allowedPlan: input.plan,
    verifiedAt: input.verifiedAt,
    cardValid: input.cardValid ?? false,
    maskedCardNo: input.cardValid ? '************4242' : null,
    loginCount: input.loginCount ?? 0,
    riskEyesId: input.riskEyesId ?? null,
    sonar: input.sonar ?? false,
    paymentMethod: input.paymentMethod ?? 'card',
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
}

/**
 * Seeds the demo accounts into an empty database; with `samples`, also sample reference checks for the demo
 * company (`npm start`; the tests start from accounts only). Returns false when users already exist.
 */
export async function seedDemo(
  db: Db,
  auth: Auth,
  now = new Date(),
  options: { samples?: boolean } = {},
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(user);
  if ((existing?.n ?? 0) > 0) return false;
  const a = DEMO_ACCOUNTS;
  await createUser(auth, { ...a.admin, phoneNumber: a.admin.phone, password: DEMO_PASSWORD, role: 'admin' });

  const acme = await createCompany(db, {
    name: '株式会社アクメ',
    staffName: a.owner.name,
    email: a.owner.email,
    plan: 'STANDARD',
    createdAt: new Date(now.getTime() - 90 * 24 * 60 * 60 * 1000),
    verifiedAt: new Date(now.getTime() - 89 * 24 * 60 * 60 * 1000),
    cardValid: true,
    loginCount: 10,
    // The demo shows the paid options: risk check (a sandbox user ID) and the ATS push.
    riskEyesId: 'RE-DEMO-ACME',
    sonar: true,
  });
  await createUser(auth, {
    ...a.owner,
    phoneNumber: a.owner.phone,
    password: DEMO_PASSWORD,
    role: 'client',
    companyId: acme.id,
  });
  const staff = await createUser(auth, {
    ...a.staff,
    phoneNumber: a.staff.phone,
    password: DEMO_PASSWORD,
    role: 'client',
    companyId: acme.id,
  });
  await db.insert(subAccounts).values({
    companyId: acme.id,
    userId: staff.id,
    name: a.staff.name,
    email: a.staff.email,
    department: '人事部',
  });

  const light = await createCompany(db, {
    name: 'ライト商事株式会社',
    staffName: a.light.name,
    email: a.light.email,
    plan: 'LIGHT',
    verifiedAt: now,
    createdAt: now,
    loginCount: 1,
  });
  await createUser(auth, {
    ...a.light,
    phoneNumber: a.light.phone,
    password: DEMO_PASSWORD,
    role: 'client',
    companyId: light.id,
  });
  if (options.samples) await seedDemoChecks(db, acme.id, now);
  return true;
}

export async function findUserByEmail(db: Db, email: string) {
  const [found] = await db.select().from(user).where(eq(user.email, email));
  return found;
}
