/** Main account or sub-account (spec 6): a company user is a sub-account when a sub_accounts row names it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subAccounts } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/problem.ts';

export async function isSubAccountUser(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subAccounts.id })
    .from(subAccounts)
    .where(eq(subAccounts.userId, userId));
  return row !== undefined;
}

/** Refuses a sub-account with 403 `mainAccountOnly` (what a sub-account may not do or see). */
export async function assertMainAccount(db: Db, userId: string): Promise<void> {
  if (await isSubAccountUser(db, userId)) throw forbidden('mainAccountOnly');
}
