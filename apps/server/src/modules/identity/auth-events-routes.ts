import { authEventViewSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { companyAuthEvents } from './auth-events.ts';

/** How many entries the settings page's login history shows (newest first). */
export const AUTH_EVENTS_SHOWN = 100;

/**
 * The company's sign-in history (auth_events of its users): read-only, for the main account only, scoped by the
 * session's company (decisions.md).
 */
export const authEventRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/company/auth-events',
    {
      preHandler: [app.requireUser('client'), app.mainAccountOnly],
      schema: {
        tags: ['identity'],
        summary: "The company's sign-in and account events, newest first (main account only)",
        response: { 200: z.array(authEventViewSchema) },
      },
    },
    async (request) => {
      return companyAuthEvents(db, request.companyId, AUTH_EVENTS_SHOWN);
    },
  );
};
