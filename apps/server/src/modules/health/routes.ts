import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = async (
  app,
  opts,
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database state',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      let up = false;
      try {
        await opts.database.executeSql('select 1 as ok', [1].slice(1));
        up = true;
      } catch {
        up = false;
      }
      const body = {
        status: up ? ('ok' as const) : ('degraded' as const),
        database: up ? ('up' as const) : ('down' as const),
        databaseKind: opts.database.kind,
        version: opts.version,
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );
};
