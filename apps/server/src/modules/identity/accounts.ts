/**
 * Personal settings' data: the own profile and name, the email change (with the sub-account's row, or the
 * company's contact address for a main account), the sign-in phone, and ending the user's other sessions.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, session, subAccounts, user } from '../../db/schema/index.ts';

export interface OwnSubAccount {
  id: string;
  companyId: string;
  name: string;
}

export class AccountService {
  constructor(private readonly db: Db) {}

  async subAccountOf(userId: string): Promise<OwnSubAccount | null> {
    const [sub] = await this.db
      .select({ id: subAccounts.id, companyId: subAccounts.companyId, name: subAccounts.name })
      .from(subAccounts)
      .where(eq(subAccounts.userId, userId));
    return sub ?? null;
  }

  async profile(userId: string) {
    const [row] = await this.db
      .select({ name: user.name, email: user.email, phoneNumber: user.phoneNumber })
      .from(user)
      .where(eq(user.id, userId));
    const sub = await this.subAccountOf(userId);
    return {
      name: sub?.name ?? row!.name,
      email: row!.email,
      phoneNumber: row!.phoneNumber ?? null,
      isSubAccount: sub !== null,
    };
  }

  /** The own display name, a sub-account's name in the company's list too. */
  async rename(userId: string, name: string) {
    await this.db.transaction(async (tx) => {
      await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
      await tx.update(subAccounts).set({ name }).where(eq(subAccounts.userId, userId));
    });
  }

  async emailOf(userId: string) {
    const [current] = await this.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return current!.email;
  }

  /** Whether another account has the address, or another sub-account of the same company is invited with it. */
  async emailInUse(email: string, sub: OwnSubAccount | null) {
    const [taken] = await this.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const [invited] = sub
      ? await this.db
          .select({ id: subAccounts.id })
          .from(subAccounts)
          .where(
            and(
              ofCompany(subAccounts, sub.companyId),
              eq(subAccounts.email, email),
              ne(subAccounts.id, sub.id),
            ),
          )
      : [];
    return !!(taken || invited);
  }

  /** Changes the email (unverified again); throws when the address was taken meanwhile (unique index). */
  async changeEmail(
    change: { userId: string; companyId: string | null; oldEmail: string; email: string },
    sub: OwnSubAccount | null,
  ) {
    const { userId, companyId, oldEmail, email } = change;
    await this.db.transaction(async (tx) => {
      await tx
        .update(user)
        .set({ email, emailVerified: false, updatedAt: new Date() })
        .where(eq(user.id, userId));
      if (sub) {
        await tx.update(subAccounts).set({ email }).where(eq(subAccounts.id, sub.id));
      } else if (companyId) {
        // The main account's address is the company's contact address (completion notices go there).
        await tx
          .update(companies)
          .set({ email })
          .where(and(eq(companies.id, companyId), eq(companies.email, oldEmail)));
      }
    });
  }

  /** Whether another account signs in with the phone number. */
  async phoneTakenByOther(userId: string, phoneNumber: string) {
    const [other] = await this.db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.phoneNumber, phoneNumber), ne(user.id, userId)));
    return !!other;
  }

  /** The user's sign-in phone, or null before phone registration. */
  async phoneOf(userId: string) {
    const [row] = await this.db.select({ phone: user.phoneNumber }).from(user).where(eq(user.id, userId));
    return row?.phone ?? null;
  }

  /** Phone registration: the first verified sign-in phone; throws when another account has it (unique index). */
  async registerPhone(userId: string, phoneNumber: string) {
    await this.db
      .update(user)
      .set({ phoneNumber, phoneNumberVerified: true, twoFactorEnabled: true })
      .where(eq(user.id, userId));
  }

  /** The verified sign-in phone (two-factor on); throws when another account has it (unique index). */
  async setPhone(userId: string, phoneNumber: string) {
    await this.db
      .update(user)
      .set({ phoneNumber, phoneNumberVerified: true, twoFactorEnabled: true, updatedAt: new Date() })
      .where(eq(user.id, userId));
  }

  /** Ends every session of the user but the current one. */
  async endOtherSessions(userId: string, currentSessionId: string) {
    await this.db.delete(session).where(and(eq(session.userId, userId), ne(session.id, currentSessionId)));
  }
}
