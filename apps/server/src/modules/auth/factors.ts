/**
 * The login policy's decision at sign-in (issue 34) and the sign-in path a session records. Its inputs (a person's
 * enrolled factors, the company's rule) are read by access/factor-gate.ts; the decision itself is `loginDecision` /
 * `loginPolicyGate` in packages/domain (rules/login-policy.ts).
 */
import { type LoginDecision, type LoginPolicyInput, loginDecision, type SignInPath } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';
import { companyFactorPolicy, enrolledFactors } from '../access/index.ts';

export interface PolicySubject {
  id: string;
  role: 'client' | 'admin';
  companyId: string | null;
}

/** The policy's decision for this person on this path (see loginDecision). */
export async function decideSignIn(
  db: Db,
  subject: PolicySubject,
  step: Pick<LoginPolicyInput, 'path' | 'secondFactor' | 'userVerified'>,
): Promise<LoginDecision> {
  return loginDecision({
    ...step,
    role: subject.role,
    companyPolicy: await companyFactorPolicy(db, subject.companyId),
    factors: await enrolledFactors(db, subject.id),
  });
}

/** Records how a session was signed in (the per-request gate reads it). */
export async function markSessionPath(db: Db, token: string, path: SignInPath) {
  await db.update(session).set({ signInPath: path }).where(eq(session.token, token));
}
