import type { CompanyPermission } from '@refcheck/domain';
import { companyAccess, isOnTrial, planStatusOf, trialDaysLeft } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, subAccounts, user as userTable } from '../../db/schema/index.ts';
import { companyAccessState, factorGateState, type SessionUser } from '../access/index.ts';

export class SessionService {
  constructor(private readonly db: Db) {}

  async describe(user: SessionUser, now: Date) {
    const [sub] = await this.db
      .select({ id: subAccounts.id, name: subAccounts.name, permission: subAccounts.permission })
      .from(subAccounts)
      .where(eq(subAccounts.userId, user.id));
    const [me] = await this.db
      .select({ phone: userTable.phoneNumber })
      .from(userTable)
      .where(eq(userTable.id, user.id));
    const company = user.companyId
      ? (await this.db.select().from(companies).where(eq(companies.id, user.companyId)))[0]
      : undefined;
    let companyView = null;
    if (company) {
      const planStatus = planStatusOf({
        selectedPlan: company.selectedPlan,
        allowedPlan: company.allowedPlan,
      });
      // The one loader's input (card status with expiry and declines, payment method) also feeds the view.
      const access = companyAccessState(company, now).input;
      const cardValid = access.cardStatus === 'valid';
      const onTrial = isOnTrial({ createdAt: company.createdAt, cardValid, planStatus }, now);
      companyView = {
        id: company.id,
        uid: company.uid,
        name: company.displayName ?? company.name,
        planStatus,
        verified: company.verifiedAt !== null,
        onTrial,
        trialDaysLeft: onTrial ? trialDaysLeft(company.createdAt, now) : null,
        cardValid,
        cardStatus: access.cardStatus,
        paymentMethod: access.paymentMethod,
        // What the server's gate decides (company-gate.ts); the browser's modals mirror it.
        access: companyAccess(access, now),
        loginCount: company.loginCount,
      };
    }
    return {
      user: {
        id: user.id,
        name: user.name,
        displayName: sub?.name ?? user.name,
        email: user.email,
        role: user.role,
        companyId: user.companyId,
        subAccountId: sub?.id ?? null,
        isSubAccount: sub !== undefined,
        permission: user.role === 'admin' ? null : ((sub?.permission ?? 'main') as CompanyPermission),
        hasPhone: Boolean(me?.phone),
        mustEnrol: (await factorGateState(this.db, user, user.signInPath ?? null)) === 'enrol',
      },
      company: companyView,
    };
  }
}
