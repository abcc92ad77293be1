/**
 * Sign-in factors (issue 34): the person's view, the company's login policy (main account), and the recovery reset
 * of a person's app and passkeys by the main account or an operator (audited by the routes).
 */
import type { CompanyFactorPolicy, FactorsView } from '@refcheck/domain';
import { hasStrongFactor, loginDecision } from '@refcheck/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, passkey, session, subAccounts, twoFactor, user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import { companyFactorPolicy, enrolledFactors, factorGateState, type SessionUser } from '../access/index.ts';
import type { Auth } from './auth.ts';

export class FactorService {
  constructor(
    private readonly db: Db,
    private readonly auth: Auth,
  ) {}

  async view(me: SessionUser): Promise<FactorsView> {
    const factors = await enrolledFactors(this.db, me.id);
    const keys = await this.db.$count(passkey, eq(passkey.userId, me.id));
    const policy: CompanyFactorPolicy =
      me.role === 'admin' ? 'strongFactorRequired' : await companyFactorPolicy(this.db, me.companyId);
    let recoveryCodesLeft: number | null = null;
    if (factors.totp) {
      const codes = await this.auth.api.viewBackupCodes({ body: { userId: me.id } }).catch(() => null);
      recoveryCodesLeft = codes?.backupCodes.length ?? 0;
    }
    const decision = loginDecision({
      path: 'password',
      role: me.role,
      companyPolicy: policy,
      factors,
      secondFactor: factors.sms ? 'sms' : null,
    });
    return {
      sms: factors.sms,
      totp: factors.totp,
      passkeys: keys,
      recoveryCodesLeft,
      policy,
      mustEnrol: (await factorGateState(this.db, me, me.signInPath ?? null)) === 'enrol',
      suggestEnrol: me.role === 'admin' && !hasStrongFactor(factors) && decision.kind === 'complete',
    };
  }

  async policyOf(companyId: string): Promise<CompanyFactorPolicy> {
    return companyFactorPolicy(this.db, companyId);
  }

  async setPolicy(companyId: string, policy: CompanyFactorPolicy) {
    await this.db.update(companies).set({ factorPolicy: policy }).where(eq(companies.id, companyId));
  }

  /** The user of a company's sub-account (404 when not this company's, or before it set its password). */
  async subAccountUser(companyId: string, subAccountId: string): Promise<string> {
    const [row] = await this.db
      .select({ userId: subAccounts.userId })
      .from(subAccounts)
      .where(and(eq(subAccounts.id, subAccountId), eq(subAccounts.companyId, companyId)));
    if (!row?.userId) throw notFound();
    return row.userId;
  }

  /** A company's main account (its user that no sub_accounts row names). */
  async mainAccountUser(companyId: string): Promise<string> {
    const [row] = await this.db
      .select({ id: user.id })
      .from(user)
      .leftJoin(subAccounts, eq(subAccounts.userId, user.id))
      .where(and(eq(user.companyId, companyId), isNull(subAccounts.id)))
      .orderBy(user.createdAt)
      .limit(1);
    if (!row) throw notFound();
    return row.id;
  }

  /**
   * Recovery: removes the person's authenticator app (with its recovery codes) and passkeys and ends their sessions;
   * they sign in again with the password and the SMS code (and enrol again where the policy requires it).
   */
  async reset(userId: string) {
    await this.db.transaction(async (tx) => {
      const [u] = await tx.select({ phone: user.phoneNumber }).from(user).where(eq(user.id, userId));
      if (!u) throw notFound();
      await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
      await tx.delete(passkey).where(eq(passkey.userId, userId));
      await tx
        .update(user)
        .set({ twoFactorEnabled: Boolean(u.phone) })
        .where(eq(user.id, userId));
      await tx.delete(session).where(eq(session.userId, userId));
    });
  }
}
