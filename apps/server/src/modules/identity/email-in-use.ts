import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';

/**
 * Refuses an email that already belongs to a user (of any company, or the operator) with sign-up's neutral answer:
 * it neither says whose address it is nor mails that person. `exceptUserId`: the user the address may stay with.
 */
export async function assertEmailFree(db: Db, email: string, exceptUserId?: string | null) {
  const [taken] = await db
    .select({ id: user.id })
    .from(user)
    .where(exceptUserId ? and(eq(user.email, email), ne(user.id, exceptUserId)) : eq(user.email, email));
  if (taken) throw new HttpProblem(409, 'emailAlreadyInUse', 'すでに登録済みのメールアドレスです');
}
