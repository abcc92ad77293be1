/**
 * /api/company/plan (spec 2 Plan page, 4 plan transitions, 7 notifyAdminOrderedPlanUpgrade): the company's plan
 * status and its order of the standard plan. Main account only. The order is the domain's `orderStandard`
 * transition, taken under a row lock with its plan_orders row in one transaction; ordering again while the order
 * is pending answers the pending state without a second order or mail.
 */
import { planViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { PlanService } from './plans.ts';

export const planRoutes: FastifyPluginAsyncZod<{ config: Config; plans: PlanService }> = async (
  app,
  opts,
) => {
  const { plans } = opts;
  const client = app.requireUser('client');
  // Every route here is a company user's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', client);

  app.get(
    '/api/company/plan',
    {
      preHandler: app.mainAccountOnly,
      schema: { tags: ['billing'], summary: "The company's plan status", response: { 200: planViewSchema } },
    },
    async (request) => {
      return plans.read(request.companyId);
    },
  );

  app.post(
    '/api/company/plan/order',
    {
      preHandler: app.mainAccountOnly,
      config: { rateLimit: { max: opts.config.AUTH_ACCOUNT_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Order the standard plan (pending until an operator allows it); the operator is mailed',
        body: z.object({ plan: z.literal('STANDARD') }),
        response: { 200: planViewSchema },
      },
    },
    async (request) => {
      const companyId = request.companyId;
      const now = new Date();
      const ordered = await plans.orderStandard(companyId, request.user.id, now);
      if (ordered) {
        await plans
          .notifyOrder(ordered, now)
          .catch((error: unknown) => request.log.error({ err: error }, 'plan order notification not queued'));
      }
      return plans.read(companyId);
    },
  );
};
