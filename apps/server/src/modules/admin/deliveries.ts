/**
 * Delivery failures on the operator console (issue 18): mails and SMS that ended `failed` after their retries in
 * the last DELIVERY_FAILURE_DAYS days, with the error and a retry button, and their count on the console's first
 * page. The message text is never listed (it may hold a sign-in code).
 */
import { deliveryFailureCountSchema, deliveryFailureListSchema } from '@refcheck/domain';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { companies, messages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { errorResponses, idParams, ok } from './schemas.ts';

export const DELIVERY_FAILURE_DAYS = 7;
const LIST_LIMIT = 200;

const since = (now: Date) => new Date(now.getTime() - DELIVERY_FAILURE_DAYS * 86_400_000);
const recentFailures = (now: Date) => and(eq(messages.status, 'failed'), gte(messages.createdAt, since(now)));

export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Db; outbox: Outbox }> = async (app, opts) => {
  const { db, outbox } = opts;
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
      const now = new Date();
      const [total] = await db.select({ n: count() }).from(messages).where(recentFailures(now));
      const items = await db
        .select({
          id: messages.id,
          channel: messages.channel,
          to: messages.to,
          subject: messages.subject,
          template: messages.template,
          error: messages.error,
          attempts: messages.attempts,
          createdAt: messages.createdAt,
          companyName: companies.name,
        })
        .from(messages)
        .leftJoin(companies, eq(companies.id, messages.companyId))
        .where(recentFailures(now))
        .orderBy(desc(messages.createdAt))
        .limit(LIST_LIMIT);
      return { days: DELIVERY_FAILURE_DAYS, total: total?.n ?? 0, items };
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
      const [total] = await db.select({ n: count() }).from(messages).where(recentFailures(new Date()));
      return { days: DELIVERY_FAILURE_DAYS, total: total?.n ?? 0 };
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
