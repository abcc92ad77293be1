/**
 * The company's plan status and its order of the standard plan: the domain's `orderStandard` transition, taken
 * under a row lock with its plan_orders row in one transaction, then the operator's mail.
 */
import { nextPlanState, planStatusOf } from '@refcheck/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, planOrders } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { operatorNotifyAddress } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { tokyoDateTime } from './tokyo-time.ts';

type Company = typeof companies.$inferSelect;

export class PlanService {
  constructor(
    private readonly o: {
      db: Db;
      outbox: Outbox;
      config: Pick<Config, 'ADMIN_NOTIFY_MAIL' | 'publicUrl'>;
    },
  ) {}

  async read(companyId: string) {
    const { db } = this.o;
    const [company] = await db
      .select({ selectedPlan: companies.selectedPlan, allowedPlan: companies.allowedPlan })
      .from(companies)
      .where(eq(companies.id, companyId));
    const planStatus = planStatusOf(company!);
    const [order] =
      planStatus === 'PLAN_STATUS_ORDERING_STANDARD'
        ? await db
            .select({ orderedAt: planOrders.orderedAt })
            .from(planOrders)
            .where(and(ofCompany(planOrders, companyId), isNull(planOrders.decidedAt)))
            .orderBy(desc(planOrders.orderedAt))
            .limit(1)
        : [];
    return { planStatus, orderedAt: order?.orderedAt.toISOString() ?? null };
  }

  /**
   * Orders the standard plan: the company as it was before the order, or null when an order is already pending
   * (nothing changes). 409 `planOrderNotAllowed` when the plan cannot be ordered.
   */
  async orderStandard(companyId: string, userId: string, now: Date): Promise<Company | null> {
    return this.o.db.transaction(async (tx) => {
      const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
      const transition = nextPlanState(company!, 'orderStandard');
      if (!transition.allowed) {
        if (transition.status === 'PLAN_STATUS_ORDERING_STANDARD') return null;
        throw new HttpProblem(409, 'planOrderNotAllowed');
      }
      await tx
        .update(companies)
        .set({ selectedPlan: transition.state.selectedPlan })
        .where(eq(companies.id, companyId));
      await tx.insert(planOrders).values({
        companyId,
        fromPlan: company!.selectedPlan,
        toPlan: 'STANDARD',
        orderedAt: now,
        orderedBy: userId,
      });
      return company!;
    });
  }

  /** Mails the operator about the order. */
  async notifyOrder(ordered: Company, now: Date) {
    const { db, outbox, config } = this.o;
    await outbox.sendMail('adminPlanOrder', {
      to: await operatorNotifyAddress(db, config.ADMIN_NOTIFY_MAIL),
      data: {
        companyName: ordered.name,
        companyUid: ordered.uid,
        staffName: ordered.staffName,
        email: ordered.email,
        orderedAt: tokyoDateTime(now),
        adminUrl: `${config.publicUrl}/admin`,
      },
      companyId: ordered.id,
    });
  }
}
