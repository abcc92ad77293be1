import { isOnTrial, nextLoginCount, planStatusOf } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/** The signed-in user as better-auth returns it. */
export interface AuthUser {
  id: string;
  role?: string | null;
  companyId?: string | null;
}

/** Login count rule (spec 4), applied once per completed sign-in. */
export async function countLogin(db: Db, u: AuthUser, now = new Date()) {
  if (!u.companyId) return;
  const [company] = await db.select().from(companies).where(eq(companies.id, u.companyId));
  if (!company) return;
  const planStatus = planStatusOf({ selectedPlan: company.selectedPlan, allowedPlan: company.allowedPlan });
  const next = nextLoginCount(company.loginCount, {
    isAdmin: u.role === 'admin',
    verified: company.verifiedAt !== null,
    onTrial: isOnTrial({ createdAt: company.createdAt, cardValid: company.cardValid, planStatus }, now),
    cardValid: company.cardValid,
  });
  if (next !== company.loginCount) {
    await db.update(companies).set({ loginCount: next }).where(eq(companies.id, company.id));
  }
}
