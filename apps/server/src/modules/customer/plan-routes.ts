/**
 * /api/company/plan (spec 2 Plan page, 4 plan transitions, 7 notifyAdminOrderedPlanUpgrade): the company's plan
 * status and its order of the standard plan. Main account only. The order is the domain's `orderStandard`
 * transition, taken under a row lock with its plan_orders row in one transaction; ordering again while the order
 * is pending answers the pending state without a second order or mail.
 */
import { nextPlanState, planStatusOf } from '@refcheck/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { companies, planOrders } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { operatorNotifyAddress } from '../admin/notify-address.ts';
import { assertMainAccount } from '../identity/main-account.ts';
import { tokyoDateTime } from './tokyo-time.ts';

const planView = z.object({
  planStatus: z.enum(['PLAN_STATUS_LIGHT', 'PLAN_STATUS_ORDERING_STANDARD', 'PLAN_STATUS_STANDARD']),
  orderedAt: z.iso.datetime().nullable(),
});

async function readPlan(db: Db, companyId: string) {
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
          .where(and(eq(planOrders.companyId, companyId), isNull(planOrders.decidedAt)))
          .orderBy(desc(planOrders.orderedAt))
          .limit(1)
      : [];
  return { planStatus, orderedAt: order?.orderedAt.toISOString() ?? null };
}

export const planRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, opts) => {
  const db = app.services.database.db;
  const client = app.requireUser('client');

  app.get(
    '/api/company/plan',
    {
      preHandler: client,
      schema: { tags: ['billing'], summary: "The company's plan status", response: { 200: planView } },
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return readPlan(db, request.user.companyId!);
    },
  );

  app.post(
    '/api/company/plan/order',
    {
      preHandler: client,
      config: { rateLimit: { max: opts.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Order the standard plan (pending until an operator allows it); the operator is mailed',
        body: z.object({ plan: z.literal('STANDARD') }),
        response: { 200: planView },
      },
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      const companyId = request.user.companyId!;
      const now = new Date();
      const ordered = await db.transaction(async (tx) => {
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
          orderedBy: request.user.id,
        });
        return company!;
      });
      if (ordered) {
        await app.services.outbox
          .sendMail('adminPlanOrder', {
            to: await operatorNotifyAddress(db, opts.config.ADMIN_NOTIFY_MAIL),
            data: {
              companyName: ordered.name,
              companyUid: ordered.uid,
              staffName: ordered.staffName,
              email: ordered.email,
              orderedAt: tokyoDateTime(now),
              adminUrl: `${opts.config.publicUrl}/admin`,
            },
            companyId,
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'plan order notification not queued'));
      }
      return readPlan(db, companyId);
    },
  );
};
