import { outboxMessageSchema } from '@refcheck/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Outbox } from '../../platform/outbox/index.ts';

/** Development only: the recorded mail and SMS, newest first, so a developer (and the e2e tests) can read codes. */
export const devRoutes: FastifyPluginAsyncZod<{ outbox: Outbox }> = async (app, opts) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Recorded mail and SMS (not in production)',
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(500).optional(),
        }),
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (request) => opts.outbox.list(request.query),
  );
};
