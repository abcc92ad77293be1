import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Outbox } from '../outbox/outbox.ts';

const messageSchema = z.object({
  id: z.string(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed']),
  transport: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.date(),
});

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
        response: { 200: z.array(messageSchema) },
      },
    },
    async (request) => opts.outbox.list(request.query),
  );
};
