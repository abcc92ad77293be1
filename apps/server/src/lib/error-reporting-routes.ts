/** `GET /api/error-reporting`: the web app's public DSN (PUBLIC_SENTRY_DSN), or null when reporting is off. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const errorReportingRoutes: FastifyPluginAsyncZod<{ dsn: string | undefined }> = async (app, opts) => {
  app.get(
    '/api/error-reporting',
    {
      schema: {
        tags: ['health'],
        summary: "The web app's error-reporting DSN (public), or null",
        response: { 200: z.object({ dsn: z.string().nullable() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { dsn: opts.dsn ?? null };
    },
  );
};
