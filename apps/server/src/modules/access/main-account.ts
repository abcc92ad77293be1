/** Main account or sub-account (spec 6): a company user is a sub-account when a sub_accounts row names it. */
import { type CompanyAction, type CompanyPermission, mayDo } from '@refcheck/domain';
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

/** The user's permission set: `main` without a sub_accounts row, else the row's (staff or editor). */
export async function companyPermission(db: Db, userId: string): Promise<CompanyPermission> {
  const [row] = await db
    .select({ permission: subAccounts.permission })
    .from(subAccounts)
    .where(eq(subAccounts.userId, userId));
  return row?.permission ?? 'main';
}

/**
 * Refuses with 403 `mainAccountOnly` a user whose permission set does not allow the action (the server enforces
 * the editor role; the web app only hides what it refuses).
 */
export async function assertMayDo(db: Db, userId: string, action: CompanyAction): Promise<void> {
  if (!mayDo(await companyPermission(db, userId), action)) throw forbidden('mainAccountOnly');
}
