/**
 * The re-sign-up lockout (spec 9): an email that withdrew a company (the questionnaire's or the main account's
 * sign-in email) cannot sign up again before `signUpAllowedFrom` (3 Tokyo calendar months). Once it may, the
 * withdrawn company's users give their email up (renamed to an unusable address) so the sign-up can take it.
 */
import { canSignUpAgain } from '@refcheck/domain';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, user, withdrawals } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';

export async function assertMaySignUpAgain(db: Db, email: string, now: Date): Promise<void> {
  const address = email.toLowerCase();
  const [latest] = await db
    .select({ createdAt: withdrawals.createdAt })
    .from(withdrawals)
    .where(or(eq(withdrawals.email, address), eq(withdrawals.accountEmail, address)))
    .orderBy(desc(withdrawals.createdAt))
    .limit(1);
  if (!latest) return;
  if (!canSignUpAgain(latest.createdAt, now)) throw new HttpProblem(409, 'signupLockedAfterWithdrawal');
  // Lockout over: free the address held by a withdrawn (not banned by the operator) company's user.
  const held = await db
    .select({ id: user.id })
    .from(user)
    .innerJoin(companies, eq(companies.id, user.companyId))
    .where(and(eq(user.email, address), isNotNull(companies.deletedAt)));
  if (held.length > 0) {
    await db
      .update(user)
      .set({ email: sql`'withdrawn-' || ${user.id} || '@withdrawn.invalid'` })
      .where(
        inArray(
          user.id,
          held.map((h) => h.id),
        ),
      );
  }
}
