/**
 * The login policy on every API call (issue 34): a company user whose company requires a passkey or an authenticator
 * app, signed in without one, reaches only what enrolment needs until they enrol one (`loginPolicyGate`).
 */
import {
  type CompanyFactorPolicy,
  type EnrolledFactors,
  loginPolicyGate,
  SIGN_IN_PATHS,
  type SignInPath,
} from '@refcheck/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, passkey, twoFactor, user } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';

/** The login policy's inputs from the database: a person's enrolled factors and their company's rule. */
export async function enrolledFactors(db: Db, userId: string): Promise<EnrolledFactors> {
  const [u] = await db
    .select({ phone: user.phoneNumber, verified: user.phoneNumberVerified })
    .from(user)
    .where(eq(user.id, userId));
  const [app] = await db
    .select({ n: count() })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), eq(twoFactor.verified, true)));
  const [keys] = await db.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId));
  return {
    sms: Boolean(u?.phone && u.verified !== false),
    totp: (app?.n ?? 0) > 0,
    passkey: (keys?.n ?? 0) > 0,
  };
}

export async function companyFactorPolicy(db: Db, companyId: string | null): Promise<CompanyFactorPolicy> {
  if (!companyId) return 'default';
  const [row] = await db
    .select({ policy: companies.factorPolicy })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.policy ?? 'default';
}

/** Route trees an enrolling person still reaches: the session view, better-auth (enrolment, sign-out), factors. */
export const ENROLMENT_OPEN_TREES = ['/api/session', '/api/auth', '/api/account/factors'] as const;

export function openWhileEnrolling(routeUrl: string): boolean {
  return ENROLMENT_OPEN_TREES.some((tree) => routeUrl === tree || routeUrl.startsWith(`${tree}/`));
}

export function signInPathOf(value: string | null | undefined): SignInPath | null {
  return (SIGN_IN_PATHS as readonly string[]).includes(value ?? '') ? (value as SignInPath) : null;
}

/** 'enrol' when this person must enrol a strong factor before using the product. */
export async function factorGateState(
  db: Db,
  user: { id: string; role: 'client' | 'admin'; companyId: string | null },
  path: SignInPath | null,
): Promise<'open' | 'enrol'> {
  if (user.role === 'admin' || !user.companyId) return 'open';
  const companyPolicy = await companyFactorPolicy(db, user.companyId);
  if (companyPolicy === 'default') return 'open';
  return loginPolicyGate({
    role: user.role,
    companyPolicy,
    factors: await enrolledFactors(db, user.id),
    path,
  });
}

export function factorGate(state: 'open' | 'enrol', routeUrl: string): HttpProblem | null {
  if (state === 'open' || openWhileEnrolling(routeUrl)) return null;
  return new HttpProblem(403, 'factors.strongFactorRequired');
}
