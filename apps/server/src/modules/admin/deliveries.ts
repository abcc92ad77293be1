/**
 * Delivery failures on the operator console (issue 18): mails and SMS that ended `failed` after their retries in
 * the last DELIVERY_FAILURE_DAYS days, with the error and a retry button, and their count on the console's first
 * page. The message text is never listed (it may hold a sign-in code).
 */
import { deliveryFailureCountSchema, deliveryFailureListSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/problem.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { DELIVERY_FAILURE_DAYS, type DeliveryFailures } from './delivery-failures.ts';
import { errorResponses, idParams, ok } from './schemas.ts';

export const deliveryRoutes: FastifyPluginAsyncZod<{ failures: DeliveryFailures; outbox: Outbox }> = async (
  app,
  opts,
) => {
  const { failures, outbox } = opts;
  const admin = app.requireUser('admin');
  // Every route here is the operator's: the guard runs once for the plugin's routes.
  app.addHook('preHandler', admin);
  const tags = ['admin'];

  app.get(
    '/api/admin/deliveries/failed',
    {
      schema: {
        tags,
        summary: `Mails and SMS that failed after their retries in the last ${DELIVERY_FAILURE_DAYS} days, newest first`,
        response: {
          200: deliveryFailureListSchema,
          ...errorResponses,
        },
      },
    },
    async () => {
      return { days: DELIVERY_FAILURE_DAYS, ...(await failures.list()) };
    },
  );

  app.get(
    '/api/admin/deliveries/failed/count',
    {
      schema: {
        tags,
        summary: `How many mails and SMS failed in the last ${DELIVERY_FAILURE_DAYS} days (the console's first page)`,
        response: { 200: deliveryFailureCountSchema, ...errorResponses },
      },
    },
    async () => {
      return { days: DELIVERY_FAILURE_DAYS, total: await failures.count() };
    },
  );

  app.post(
    '/api/admin/deliveries/:id/retry',
    {
      schema: {
        tags,
        summary: 'Sends a failed mail or SMS again (a fresh set of retries)',
        params: idParams,
        response: { 200: ok, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await outbox.retry(request.params.id))) throw notFound();
      return { ok: true as const };
    },
  );
};
