/**
 * Sub-accounts' data: the company's list, adding and editing (an address unique in the company and free
 * among accounts), the invitation link (its hash stored, valid INVITE_DAYS) and its mail, enabling, the
 * permission set (audited), deletion, and the invited person's sign-up.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { auditLog, companies, subAccounts, user } from '../../db/schema/index.ts';
import { accountLanguage, operatorNotifyAddress } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { insertCredentialUser } from './credential-user.ts';
import { assertEmailFree, emailTaken } from './email-in-use.ts';

/** Invitation links (password-setting mail) are valid 7 days; a resend issues a new one. */
export const INVITE_DAYS = 7;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type SubAccountRow = typeof subAccounts.$inferSelect;

export interface SubAccountInput {
  name: string;
  /** Lower-cased. */
  email: string;
  department: string;
}

export class SubAccountService {
  constructor(
    private readonly o: {
      db: Db;
      outbox: Outbox;
      config: Pick<Config, 'publicUrl' | 'ADMIN_NOTIFY_MAIL'>;
    },
  ) {}

  /** The company's sub-accounts, oldest first. */
  list(companyId: string) {
    return this.o.db
      .select()
      .from(subAccounts)
      .where(ofCompany(subAccounts, companyId))
      .orderBy(asc(subAccounts.createdAt));
  }

  /** The company's sub-account, or null (another company's is not found either). */
  async findOwn(companyId: string, id: string): Promise<SubAccountRow | null> {
    const [row] = await this.o.db
      .select()
      .from(subAccounts)
      .where(and(eq(subAccounts.id, id), ofCompany(subAccounts, companyId)));
    return row ?? null;
  }

  /** Whether another sub-account of the company has the address. */
  async emailUsedInCompany(companyId: string, email: string, exceptId?: string) {
    const [taken] = await this.o.db
      .select({ id: subAccounts.id })
      .from(subAccounts)
      .where(
        and(
          ofCompany(subAccounts, companyId),
          eq(subAccounts.email, email),
          exceptId ? ne(subAccounts.id, exceptId) : undefined,
        ),
      );
    return !!taken;
  }

  /** 409 `emailAlreadyInUse` when another account (but `exceptUserId`'s) signs in with the address. */
  assertEmailFree(email: string, exceptUserId?: string | null) {
    return assertEmailFree(this.o.db, email, exceptUserId);
  }

  async create(companyId: string, input: SubAccountInput) {
    const [row] = await this.o.db
      .insert(subAccounts)
      .values({ companyId, name: input.name, email: input.email, department: input.department })
      .returning();
    return row!;
  }

  async get(id: string) {
    const [row] = await this.o.db.select().from(subAccounts).where(eq(subAccounts.id, id));
    return row!;
  }

  async update(id: string, input: SubAccountInput) {
    const [updated] = await this.o.db
      .update(subAccounts)
      .set({ name: input.name, email: input.email, department: input.department })
      .where(eq(subAccounts.id, id))
      .returning();
    return updated!;
  }

  /** Issues a new password-setting link and mails it, in the inviting main account's language. */
  async sendInvitation(
    row: { id: string; companyId: string; name: string; email: string },
    inviterEmail: string,
  ) {
    const { db } = this.o;
    const token = randomBytes(32).toString('base64url');
    await db
      .update(subAccounts)
      .set({
        inviteTokenHash: sha256(token),
        inviteExpiresAt: new Date(Date.now() + INVITE_DAYS * 24 * 60 * 60 * 1000),
      })
      .where(eq(subAccounts.id, row.id));
    const companyName = await this.companyName(row.companyId);
    const link = `${this.o.config.publicUrl}/signup/sub_account?company=${row.companyId}&token=${token}`;
    await this.o.outbox.sendMail('subAccountInvitation', {
      to: row.email,
      // The invitee has no account yet: the mail is in the inviting main account's language.
      language: await accountLanguage(db, inviterEmail),
      data: { name: row.name, companyName, link, days: INVITE_DAYS },
      companyId: row.companyId,
    });
  }

  /** Bans (disabled) or unbans the sub-account's user. */
  async banUser(userId: string, banned: boolean) {
    await this.o.db
      .update(user)
      .set({ banned, banReason: banned ? 'sub-account disabled' : null })
      .where(eq(user.id, userId));
  }

  async markEnabled(id: string, enabled: boolean) {
    const [updated] = await this.o.db
      .update(subAccounts)
      .set({ bannedAt: enabled ? null : new Date() })
      .where(eq(subAccounts.id, id))
      .returning();
    return updated!;
  }

  /** Sets the permission set, audited in the same transaction. */
  async setPermission(
    id: string,
    permission: SubAccountRow['permission'],
    actor: { userId: string; ip: string },
  ) {
    return this.o.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(subAccounts)
        .set({ permission })
        .where(eq(subAccounts.id, id))
        .returning();
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        action: 'sub-account-permission',
        target: `subAccount=${id}; permission=${permission}`,
        ip: actor.ip,
      });
      return changed!;
    });
  }

  /** Deletes the sub-account and its user, if it has one. */
  async remove(row: Pick<SubAccountRow, 'id' | 'userId'>) {
    await this.o.db.transaction(async (tx) => {
      await tx.delete(subAccounts).where(eq(subAccounts.id, row.id));
      if (row.userId) await tx.delete(user).where(eq(user.id, row.userId));
    });
  }

  // --- The invited person's side. ---

  /** The invitation of a link, or null when it is unknown, used or expired. */
  async findInvitation(company: string, token: string): Promise<SubAccountRow | null> {
    const [row] = await this.o.db
      .select()
      .from(subAccounts)
      .where(and(ofCompany(subAccounts, company), eq(subAccounts.inviteTokenHash, sha256(token))));
    if (!row || row.userId || !row.inviteExpiresAt || row.inviteExpiresAt < new Date()) return null;
    return row;
  }

  async companyName(companyId: string) {
    const [company] = await this.o.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    return company?.name ?? '';
  }

  emailTaken(email: string) {
    return emailTaken(this.o.db, email);
  }

  /** The invited person's user (verified email) and credential, linked to the sub-account, in one transaction. */
  async accept(
    row: Pick<SubAccountRow, 'id' | 'name' | 'companyId'>,
    owner: { userId: string; email: string; passwordHash: string },
  ) {
    const { userId, email, passwordHash } = owner;
    await this.o.db.transaction(async (tx) => {
      await insertCredentialUser(tx, {
        id: userId,
        name: row.name,
        email,
        emailVerified: true,
        companyId: row.companyId,
        passwordHash,
      });
      await tx
        .update(subAccounts)
        .set({ userId, email, inviteTokenHash: null, inviteExpiresAt: null })
        .where(eq(subAccounts.id, row.id));
    });
  }

  /** Undoes `accept` when the first sign-in failed: the invitation is usable again and the user is gone. */
  async undoAccept(row: SubAccountRow, userId: string) {
    const { db } = this.o;
    await db
      .update(subAccounts)
      .set({
        userId: null,
        email: row.email,
        inviteTokenHash: row.inviteTokenHash,
        inviteExpiresAt: row.inviteExpiresAt,
      })
      .where(eq(subAccounts.id, row.id));
    await db.delete(user).where(eq(user.id, userId));
  }

  /** Mails the operator about the sub-account's sign-up. */
  async notifySignup(row: Pick<SubAccountRow, 'name' | 'companyId'>, email: string) {
    await this.o.outbox.sendMail('adminSubAccountSignup', {
      to: await operatorNotifyAddress(this.o.db, this.o.config.ADMIN_NOTIFY_MAIL),
      data: { name: row.name, email, companyId: row.companyId },
      companyId: row.companyId,
    });
  }
}
