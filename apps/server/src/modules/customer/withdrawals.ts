/**
 * A company's self withdrawal: one transaction stores the questionnaire, sets deletedAt, bans every user of the
 * company and ends their sessions (identity's company lockout); then the operator is mailed.
 */
import type { Withdrawal } from '@refcheck/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { companies, user, withdrawals } from '../../db/schema/index.ts';
import { operatorNotifyAddress } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { lockCompany } from '../identity/index.ts';
import { tokyoDateTime } from './tokyo-time.ts';

type Company = typeof companies.$inferSelect;

export class WithdrawalService {
  constructor(private readonly o: { db: Db; outbox: Outbox; config: Pick<Config, 'ADMIN_NOTIFY_MAIL'> }) {}

  /** Withdraws the company: the company as it was, or null when it was already withdrawn (nothing changes). */
  async withdraw(companyId: string, userId: string, input: Withdrawal, now: Date): Promise<Company | null> {
    return this.o.db.transaction(async (tx) => {
      const [company] = await tx
        .select()
        .from(companies)
        .where(and(eq(companies.id, companyId), isNull(companies.deletedAt)))
        .for('update');
      if (!company) return null;
      const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
      await tx.insert(withdrawals).values({
        companyId,
        companyName: input.companyName,
        userName: input.userName,
        email: input.email.toLowerCase(),
        accountEmail: (account?.email ?? company.email).toLowerCase(),
        reasons: input.reasonsForWithdrawal.selections,
        descriptions: input.reasonsForWithdrawal.descriptions,
        createdAt: now,
      });
      await tx.update(companies).set({ deletedAt: now }).where(eq(companies.id, companyId));
      await lockCompany(tx, companyId);
      return company;
    });
  }

  /** Mails the operator the withdrawal and its questionnaire. */
  async notifyWithdrawal(withdrawn: Company, input: Withdrawal, now: Date) {
    const { db, outbox, config } = this.o;
    await outbox.sendMail('adminWithdrawal', {
      to: await operatorNotifyAddress(db, config.ADMIN_NOTIFY_MAIL),
      data: {
        companyName: input.companyName,
        companyUid: withdrawn.uid,
        userName: input.userName,
        email: input.email,
        reasons: input.reasonsForWithdrawal.selections,
        descriptions: input.reasonsForWithdrawal.descriptions,
        withdrawnAt: tokyoDateTime(now),
      },
      companyId: withdrawn.id,
    });
  }
}
