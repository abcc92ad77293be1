/**
 * Locks a company out and lets it back in: used by the operator's disable / forced withdrawal / recovery and by
 * the company's own withdrawal.
 *
 * Locking bans every user of the company (main account and sub-accounts) with better-auth's admin `banned`
 * flag, so password sign-in answers 403 BANNED_USER before any SMS code is sent, and ends every session; the SSO
 * sign-in refuses a company with bannedAt or deletedAt (sso/acs.ts) and a banned user besides.
 * Unlocking lifts the ban of every user except sub-accounts the company itself disabled (their bannedAt stays).
 */
import { and, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { session, subAccounts, user } from '../../db/schema/index.ts';

/** The marker of a ban set by the lockout (a sub-account disabled by its company has its own reason). */
export const COMPANY_LOCK_REASON = 'company locked';

/** Bans every user of the company and deletes their sessions. Run it inside the caller's transaction. */
export async function lockCompany(tx: Db | Tx, companyId: string): Promise<void> {
  const users = await tx.select({ id: user.id }).from(user).where(ofCompany(user, companyId));
  if (users.length === 0) return;
  const ids = users.map((u) => u.id);
  await tx
    .update(user)
    .set({ banned: true, banReason: COMPANY_LOCK_REASON })
    .where(and(ofCompany(user, companyId)));
  await tx.delete(session).where(inArray(session.userId, ids));
}

/** Lifts the lockout: every user of the company signs in again, but sub-accounts disabled by the company stay banned. */
export async function unlockCompany(tx: Db | Tx, companyId: string): Promise<void> {
  const disabled = await tx
    .select({ userId: subAccounts.userId })
    .from(subAccounts)
    .where(
      and(ofCompany(subAccounts, companyId), isNotNull(subAccounts.bannedAt), isNotNull(subAccounts.userId)),
    );
  const keep = new Set(disabled.map((d) => d.userId));
  const users = await tx.select({ id: user.id }).from(user).where(ofCompany(user, companyId));
  const ids = users.map((u) => u.id).filter((id) => !keep.has(id));
  if (ids.length === 0) return;
  await tx
    .update(user)
    .set({ banned: false, banReason: null, banExpires: null })
    .where(inArray(user.id, ids));
}
