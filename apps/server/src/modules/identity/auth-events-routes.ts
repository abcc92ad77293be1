import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authEvents } from '../../db/schema/index.ts';
import { assertMainAccount } from './main-account.ts';

/** How many entries the settings page's login history shows (newest first). */
export const AUTH_EVENTS_SHOWN = 100;

const eventView = z.object({
  id: z.string(),
  at: z.date(),
  kind: z.string(),
  /** 'ok', 'ok:codeRequired' or 'fail:<code>'. */
  result: z.string(),
  email: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/**
 * The company's sign-in history (auth_events of its users): read-only, for the main account only, scoped by the
 * session's company (decisions.md).
 */
export const authEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.services.database.db;
  app.get(
    '/api/company/auth-events',
    {
      preHandler: app.requireUser('client'),
      schema: {
        tags: ['identity'],
        summary: "The company's sign-in and account events, newest first (main account only)",
        response: { 200: z.array(eventView) },
      },
    },
    async (request) => {
      await assertMainAccount(db, request.user.id);
      return db
        .select({
          id: authEvents.id,
          at: authEvents.at,
          kind: authEvents.kind,
          result: authEvents.result,
          email: authEvents.email,
          ip: authEvents.ip,
          userAgent: authEvents.userAgent,
        })
        .from(authEvents)
        .where(eq(authEvents.companyId, request.user.companyId!))
        .orderBy(desc(authEvents.at))
        .limit(AUTH_EVENTS_SHOWN);
    },
  );
};
