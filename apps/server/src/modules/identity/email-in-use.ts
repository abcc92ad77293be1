import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';

/**
 * Refuses an email that already belongs to a user (of any company, or the operator) with sign-up's neutral answer:
 * it neither says whose address it is nor mails that person. `exceptUserId`: the user the address may stay with.
 */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: string | null) {
  if (await emailTaken(db, email, exceptUserId)) {
    throw new HttpProblem(409, 'emailAlreadyInUse', 'すでに登録済みのメールアドレスです');
  }
}

/** Whether an email already belongs to a user (of any company, or the operator), other than `exceptUserId`. */
export async function emailTaken(db: Db, email: string, exceptUserId?: string | null) {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(exceptUserId ? and(eq(user.email, email), ne(user.id, exceptUserId)) : eq(user.email, email));
  return !!taken;
}
