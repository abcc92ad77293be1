/**
 * The company's retention setting (issue 23 item 4): how many months after a check's completion its answers and
 * report are kept (6–36, default 12). Read and changed by the main account; every change is audited.
 */
import { RETENTION_MONTHS } from '@refcheck/domain/privacy/retention';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, companies } from '../../db/schema/index.ts';

export const RETENTION_AUDIT_ACTION = 'company-retention';

export class RetentionSettingsService {
  constructor(private readonly db: Db) {}

  async read(companyId: string) {
    const [row] = await this.db
      .select({ months: companies.answerRetentionMonths })
      .from(companies)
      .where(eq(companies.id, companyId));
    return { months: row!.months, ...RETENTION_MONTHS };
  }

  /** Sets the months and records the change (before → after) in the audit log, in one transaction. */
  async save(companyId: string, months: number, actor: { userId: string; ip: string }) {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ months: companies.answerRetentionMonths })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      await tx.update(companies).set({ answerRetentionMonths: months }).where(eq(companies.id, companyId));
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        companyId,
        action: RETENTION_AUDIT_ACTION,
        target: `answer_retention_months: ${before!.months} → ${months}`,
        ip: actor.ip,
      });
    });
    return this.read(companyId);
  }
}
